// Gzipped size of the JavaScript a first visit to a route downloads: the entry chunk,
// the route's lazy chunk, and everything they import statically. Run after `npm run build`.
// Usage: node scripts/initial-size.mjs [route-module-substring, default features/auth/routes/Login]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const route = process.argv[2] ?? 'features/auth/routes/Login';

const seen = new Set();
function walk(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) walk(dep);
}
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const page = Object.keys(manifest).find((k) => k.includes(route));
if (!entry || !page) throw new Error(`entry or ${route} not found in the manifest`);
walk(entry);
walk(page);

let raw = 0;
let gz = 0;
for (const key of seen) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const buf = readFileSync(join(dist, file));
  raw += buf.length;
  gz += gzipSync(buf, { level: 9 }).length;
}
console.log(`${route}: ${seen.size} chunks, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzipped`);
