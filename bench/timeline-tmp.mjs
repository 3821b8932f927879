// ad-hoc: request timeline of the cold start-quiz page and sign-in on the slow profile
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoServer } from '../frontend/scripts/demo-server.mjs';
const require = createRequire('/work/main/frontend/package.json');
const { chromium } = require('@playwright/test');
const port = 47111;
const { server, remove } = startDemoServer({ binary: '/work/main/target/debug/sabi', dist: process.env.DIST, dataDir: mkdtempSync(join(tmpdir(), 'tl-')), port, stdio: ['ignore', 'ignore', 'inherit'] });
const url = `http://127.0.0.1:${port}`;
for (let i = 0; i < 300; i++) { try { if ((await fetch(`${url}/api/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-quic'] });
// session
let ctx = await browser.newContext(PHONE);
let page = await ctx.newPage();
await page.goto(`${url}/login`);
await page.getByLabel(/username/i).fill('student');
await page.getByLabel(/password/i).first().fill('sabi-learner-2026');
await page.getByRole('button', { name: 'Get Started' }).click();
await page.waitForURL(/studentDashboard/, { timeout: 30000 });
await page.goto(`${url}/subjects`);
await page.getByRole('link', { name: /^Open / }).first().click();
await page.waitForURL(/\/subjectDetails\//);
await page.getByRole('button', { name: 'Start Quiz' }).click();
await page.waitForURL(/\/topics$/);
await page.getByRole('radiogroup', { name: 'Choose a topic' }).getByRole('radio').first().click();
await page.getByRole('button', { name: 'Next', exact: true }).click();
await page.waitForURL(/\/mode$/);
await page.getByRole('button', { name: /^Practice/ }).click();
await page.waitForURL(/\/start-quiz\/.*\/mode\/practice$/);
const startQuiz = new URL(page.url()).pathname;
const state = await ctx.storageState();
await ctx.close();
async function slow(storageState) {
  const c = await browser.newContext({ ...PHONE, serviceWorkers: 'block', ...(storageState ? { storageState } : {}) });
  const p = await c.newPage();
  const cdp = await c.newCDPSession(p);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50000, uploadThroughput: 50000 });
  const t0 = Date.now();
  const reqs = new Map();
  cdp.on('Network.requestWillBeSent', (e) => reqs.set(e.requestId, { url: e.request.url.replace(url, ''), start: Date.now() - t0 }));
  cdp.on('Network.loadingFinished', (e) => { const r = reqs.get(e.requestId); if (r) { r.end = Date.now() - t0; r.bytes = e.encodedDataLength; } });
  return { c, p, reqs, t0 };
}
const dump = (reqs, upto) => { for (const r of [...reqs.values()].sort((a, b) => a.start - b.start)) if (r.start < upto) console.log(String(r.start).padStart(6), String(r.end ?? '-').padStart(6), String(Math.round((r.bytes ?? 0) / 1024)).padStart(4) + 'K', r.url.slice(0, 110)); };
{
  const { c, p, reqs, t0 } = await slow(state);
  await p.goto(`${url}${startQuiz}`, { waitUntil: 'commit' });
  await p.getByRole('button', { name: 'Generate Quiz' }).waitFor({ timeout: 60000 });
  const usable = Date.now() - t0;
  console.log('== start-quiz usable at', usable);
  dump(reqs, usable + 1);
  await c.close();
}
{
  const { c, p, reqs, t0 } = await slow(null);
  await p.goto(`${url}/login`, { waitUntil: 'commit' });
  await p.getByRole('button', { name: 'Get Started' }).waitFor({ timeout: 60000 });
  await p.getByLabel(/username/i).fill('student');
  await p.getByLabel(/password/i).first().fill('sabi-learner-2026');
  const pressed = Date.now() - t0;
  await p.getByRole('button', { name: 'Get Started' }).click();
  await p.waitForURL(/studentDashboard/, { timeout: 60000 });
  await p.locator('main .MuiCard-root').nth(2).waitFor();
  await p.waitForFunction(() => !document.querySelector('main .MuiCard-root .MuiSkeleton-root'));
  const shown = Date.now() - t0;
  console.log('== sign-in: pressed at', pressed, 'dashboard at', shown);
  dump(reqs, shown + 1);
  await c.close();
}
await browser.close();
server.kill('SIGTERM');
remove();
