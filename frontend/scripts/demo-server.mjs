// Starts the real `sabi` server with the demo accounts on a fresh SQLite store, serving a copy
// of a web build: what the browser tests (e2e/server.mjs) and the slow-phone bench
// (bench/slow-phone.mjs) both run against. A copy of the build, because another build into
// frontend/dist during a run would otherwise replace the lazy chunks the open pages ask for.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Spawns `sabi serve` on 127.0.0.1:`port` with its store and web copy in `dataDir`.
 * `weeklyJob`: run the weekly generation 5 s after start. `stdio`: the child's stdout/stderr.
 * Returns the child process; `remove()` deletes `dataDir` (once the server has stopped).
 */
export function startDemoServer({ binary, dist, dataDir, port, weeklyJob = false, stdio = ['ignore', 'inherit', 'inherit'] }) {
  if (!binary || !existsSync(binary)) throw new Error('no sabi binary: cargo build -p sabi-server --bin sabi (or set SABI_BINARY)');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no web build in ${dist}: run npm run build first`);
  mkdirSync(dataDir, { recursive: true });
  const webDir = join(dataDir, 'web');
  cpSync(dist, webDir, { recursive: true });
  const server = spawn(binary, ['serve'], {
    cwd: root,
    env: {
      ...process.env,
      SABI_BIND: `127.0.0.1:${port}`,
      SABI_DATA_DIR: dataDir,
      DATABASE_URL: '',
      SABI_DEMO: 'true',
      SABI_WEB_DIR: webDir,
      SABI_WEEKLY_JOB: weeklyJob ? 'true' : 'false',
      RUST_LOG: process.env.RUST_LOG ?? 'warn',
    },
    stdio,
  });
  return { server, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
