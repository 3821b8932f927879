// Browser tests: starts the real `sabi` server on a fresh SQLite store with the demo
// accounts, drives Debian's Chromium through playwright-core, and runs every spec in
// e2e/specs in order. Each spec saves screenshots at desktop and phone sizes into
// e2e/screenshots. Ends with the plain "N passed, N failed" line CI reads.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const only = process.argv[2];

export const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } };

function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sabi-e2e-'));
  const binary = process.env.SABI_BINARY ?? join(root, 'target', 'debug', 'sabi');
  // Serve a copy of the build: another build into frontend/dist during the run would
  // otherwise replace the lazy chunks the open pages still ask for.
  const dist = process.env.E2E_WEB_DIR ?? join(root, 'frontend', 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no web build in ${dist}: run npm run build first`);
  const webDir = join(dataDir, 'web');
  cpSync(dist, webDir, { recursive: true });
  const server = spawn(binary, ['serve'], {
    cwd: root,
    env: {
      ...process.env,
      SABI_BIND: '127.0.0.1:0',
      SABI_DATA_DIR: dataDir,
      DATABASE_URL: '',
      SABI_DEMO: 'true',
      SABI_WEB_DIR: webDir,
      // The weekly generation runs 5 s after start: the weekly quizzes page has cards.
      SABI_WEEKLY_JOB: process.env.E2E_WEEKLY_JOB ?? 'true',
      RUST_LOG: process.env.RUST_LOG ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolvePromise, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 120_000);
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const found = output.match(/listening on (http:\/\/[\d.:]+)/);
      if (found) {
        clearTimeout(timer);
        resolvePromise({ server, baseUrl: found[1], dataDir });
      }
    });
    server.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}

async function main() {
  const shots = join(here, 'screenshots');
  rmSync(shots, { recursive: true, force: true });
  mkdirSync(shots, { recursive: true });
  const specs = readdirSync(join(here, 'specs')).filter((f) => f.endsWith('.mjs') && (!only || f.includes(only))).sort();
  const { server, baseUrl, dataDir } = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  let passed = 0;
  let failed = 0;
  try {
    for (const file of specs) {
      const spec = await import(join(here, 'specs', file));
      for (const [name, test] of Object.entries(spec.tests)) {
        const context = await browser.newContext({ viewport: SIZES.desktop, acceptDownloads: true });
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (e) => errors.push(String(e)));
        const shot = async (label) => {
          const base = `${file.replace('.mjs', '')}-${label}`;
          await page.setViewportSize(SIZES.desktop);
          await page.screenshot({ path: join(shots, `${base}-desktop.png`), fullPage: true, animations: 'disabled' });
          await page.setViewportSize(SIZES.phone);
          await page.screenshot({ path: join(shots, `${base}-phone.png`), fullPage: true, animations: 'disabled' });
          await page.setViewportSize(SIZES.desktop);
        };
        const started = Date.now();
        try {
          await test({ page, context, baseUrl, shot, dataDir });
          if (errors.length) throw new Error(`the page threw: ${errors.join('; ')}`);
          passed += 1;
          console.log(`ok   ${file} › ${name} (${Date.now() - started} ms)`);
        } catch (error) {
          failed += 1;
          console.log(`FAIL ${file} › ${name}\n     ${error?.stack ?? error}`);
          await page.screenshot({ path: join(shots, `FAILED-${file}-${name.replace(/\W+/g, '_')}.png`), fullPage: true }).catch(() => {});
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nbrowser: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
