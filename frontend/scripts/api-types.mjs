// The front end's API types, generated from the server's OpenAPI document (the same one
// /api/openapi.json serves), printed by `sabi openapi` without a running server.
//
//   npm run api-types            writes src/lib/api.generated.ts
//   npm run api-types -- --check fails when that file is out of date (run by `just lint`)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const target = resolve(here, '..', 'src', 'lib', 'api.generated.ts');
const check = process.argv.includes('--check');

// SABI_BINARY: a built `sabi` to ask instead of `cargo run` (as the browser tests take it).
const [command, args] = process.env.SABI_BINARY
  ? [resolve(process.env.SABI_BINARY), ['openapi']]
  : ['cargo', ['run', '--quiet', '-p', 'sabi-server', '--bin', 'sabi', '--', 'openapi']];
const document = execFileSync(command, args, {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const dir = mkdtempSync(join(tmpdir(), 'sabi-openapi-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, document);
const ast = await openapiTS(new URL(`file://${file}`), { alphabetize: true });
const header =
  '// Generated from the server\'s OpenAPI document by `npm run api-types`; do not edit.\n' +
  '// The types of what each route reads and answers: see src/lib/types.ts for the names used.\n\n';
const text = header + astToString(ast);

if (check) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing: out of date
  }
  if (current !== text) {
    console.error('src/lib/api.generated.ts is out of date with the server: run `npm run api-types`.');
    process.exit(1);
  }
  console.log('src/lib/api.generated.ts is up to date.');
} else {
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
}
