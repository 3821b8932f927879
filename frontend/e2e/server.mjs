// Starts the real `sabi` server for the browser tests (Playwright's webServer): a fresh
// SQLite store with the demo accounts in E2E_DATA_DIR, on E2E_PORT. Stops the server and
// removes the store when Playwright stops it (tests over, or the browser failed to start).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const dataDir = process.env.E2E_DATA_DIR;
const port = process.env.E2E_PORT;
if (!dataDir || !port) throw new Error('E2E_DATA_DIR and E2E_PORT are set by playwright.config.mjs');
const binary = process.env.SABI_BINARY ?? join(root, 'target', 'debug', 'sabi');
// Serve a copy of the build: another build into frontend/dist during the run would
// otherwise replace the lazy chunks the open pages still ask for.
const dist = process.env.E2E_WEB_DIR ?? join(root, 'frontend', 'dist');
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
    // The weekly generation runs 5 s after start: the weekly quizzes page has cards.
    SABI_WEEKLY_JOB: process.env.E2E_WEEKLY_JOB ?? 'true',
    RUST_LOG: process.env.RUST_LOG ?? 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

function stop() {
  server.kill('SIGTERM');
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
