// Starts the real `sabi` server for the browser tests (Playwright's webServer): a fresh
// SQLite store with the demo accounts in E2E_DATA_DIR, on E2E_PORT. Stops the server and
// removes the store when Playwright stops it (tests over, or the browser failed to start).
import { join } from 'node:path';
import { root, startDemoServer } from '../scripts/demo-server.mjs';

const dataDir = process.env.E2E_DATA_DIR;
const port = process.env.E2E_PORT;
if (!dataDir || !port) throw new Error('E2E_DATA_DIR and E2E_PORT are set by playwright.config.mjs');

const { server, remove } = startDemoServer({
  binary: process.env.SABI_BINARY ?? join(root, 'target', 'debug', 'sabi'),
  dist: process.env.E2E_WEB_DIR ?? join(root, 'frontend', 'dist'),
  dataDir,
  port,
  // The weekly generation runs 5 s after start: the weekly quizzes page has cards.
  weeklyJob: (process.env.E2E_WEEKLY_JOB ?? 'true') === 'true',
});

function stop() {
  server.kill('SIGTERM');
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  remove();
  process.exit(code ?? 0);
});
