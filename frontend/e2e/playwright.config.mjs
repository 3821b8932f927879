// Browser tests: @playwright/test driving Debian's Chromium (never a downloaded browser)
// against the real `sabi` server on a fresh store (e2e/server.mjs, started as webServer and
// stopped when the run ends, whatever the outcome). The specs run in file order in one worker
// because they share that server's data (a password changed in one is changed for the next).
import { createServer } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The config is loaded again in each worker: the port and store chosen by the first load are
// passed on through the environment.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = String(
    await new Promise((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
    }),
  );
}
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'sabi-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

const chromium = {
  browserName: 'chromium',
  launchOptions: {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
};

export default defineConfig({
  testDir: './specs',
  testMatch: /.*\.spec\.mjs$/,
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    acceptDownloads: true,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    ...chromium,
  },
  webServer: {
    command: 'node e2e/server.mjs',
    cwd: join(import.meta.dirname, '..'),
    url: `${baseURL}/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
  projects: [
    { name: 'setup', testMatch: /setup\.spec\.mjs$/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'desktop',
      dependencies: ['setup'],
      testIgnore: /setup\.spec\.mjs$/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      // A Pixel-like phone: the specs tagged @phone (they change nothing on the server, so
      // they can run again after the desktop ones), and the mobile menus.
      name: 'phone',
      dependencies: ['desktop'],
      testIgnore: /setup\.spec\.mjs$/,
      grep: /@phone/,
      use: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
  ],
});
