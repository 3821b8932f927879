// More of issue 20 ("Exams that survive the network"): a new version of the app deployed
// during an exam waits until the exam is over; a short-answer exam survives a dropped
// network, a reload and a closed tab with its clock right, and is delivered once; two tabs of
// one attempt keep each other's answers.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { test, expect, DEMO, assert, nav, openQuiz, optionNamed, questionPosition, signIn, examClock, answerOption, goTo, countSubmissions } from '../fixtures.mjs';

/** Cuts the network: the browser's switch, and /api refused (keep-alive gets through the switch). */
async function cut(context) {
  await context.setOffline(true);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
}

async function restore(context) {
  await context.unroute('**/api/**');
  await context.setOffline(false);
}

/** The answers of an attempt kept on the device (IndexedDB), or null. */
function deviceAnswers(page, attemptId) {
  return page.evaluate(async (id) => {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes('sabi-offline')) return null;
    return new Promise((resolve) => {
      const req = indexedDB.open('sabi-offline');
      req.onerror = () => resolve(null);
      req.onsuccess = () => {
        const db = req.result;
        const get = db.transaction('quizzes').objectStore('quizzes').get(id);
        get.onsuccess = () => {
          resolve(get.result?.answers ?? null);
          db.close();
        };
        get.onerror = () => {
          resolve(null);
          db.close();
        };
      };
    });
  }, attemptId);
}

/** The attempt as the server has it, and how many of the student's attempts have its id. */
async function serverAttempt(page, baseUrl, attemptId) {
  const read = await page.request.get(`${baseUrl}/api/${attemptId}/quiz`);
  assert.equal(read.status(), 200);
  const { data } = await read.json();
  const uid = await page.evaluate(() => JSON.parse(localStorage.getItem('user')).uid);
  const mine = await (await page.request.get(`${baseUrl}/api/${uid}/user`)).json();
  return { data, copies: mine.data.filter((a) => a.id === attemptId) };
}

test('a new version deployed during an exam waits while the exam is open, and the exam goes on untouched', async ({ page, baseUrl, dataDir }) => {
  // Counts the app's requests to a waiting service worker to take over (SKIP_WAITING).
  await page.addInitScript(() => {
    const post = ServiceWorker.prototype.postMessage;
    ServiceWorker.prototype.postMessage = function (message, ...rest) {
      if (message?.type === 'SKIP_WAITING') window.sabiSkipWaiting = (window.sabiSkipWaiting ?? 0) + 1;
      return post.call(this, message, ...rest);
    };
  });
  await signIn(page, baseUrl, DEMO.student);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  // The next visit is served by the service worker, as a student's is.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // The version marker of the page (null while the page is being reloaded).
  const versionOf = (p) =>
    p.evaluate(() => document.querySelector('meta[name="sabi-e2e-version"]')?.getAttribute('content') ?? '1').catch(() => null);
  const before = Number(await versionOf(page));

  await openQuiz(page, { subject: 'Biology', topic: 0, mode: 'exam', type: 'mcq', timer: true });
  const { total } = await questionPosition(page);
  assert.ok(total >= 3, `need at least 3 questions, got ${total}`);
  const chosen = [await answerOption(page, 1, total, 1)];
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  chosen.push(await answerOption(page, 2, total, 0));
  await page.evaluate(() => {
    window.sabiSameDocument = true;
  });
  const clockBefore = await examClock(page);

  // Deploy: a new index.html (with a version marker) and the service worker's precache
  // revision of it, as a build does.
  const web = join(dataDir, 'web');
  const next = before + 1;
  const index = readFileSync(join(web, 'index.html'), 'utf8')
    .replace(/<meta name="sabi-e2e-version"[^>]*>/, '')
    .replace('<head>', `<head><meta name="sabi-e2e-version" content="${next}">`);
  // A build writes each file with its brotli and gzip copies, which the server prefers.
  const deploy = (name, text) => {
    writeFileSync(join(web, name), text);
    writeFileSync(join(web, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(web, `${name}.gz`), gzipSync(text));
  };
  deploy('index.html', index);
  const revision = createHash('md5').update(index).digest('hex');
  const sw = readFileSync(join(web, 'sw.js'), 'utf8');
  const deployed = sw.replace(/\{url:"index\.html",revision:"[0-9a-f]+"\}/, `{url:"index.html",revision:"${revision}"}`);
  assert.notEqual(deployed, sw, 'the service worker precaches index.html with a revision');
  deploy('sw.js', deployed);

  // The page looks for an update (as the browser does on its own): the new version installs and waits.
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state ?? null)), {
      message: 'the new version is installed and waiting',
    })
    .toBe('installed');

  // The exam goes on in the same page: not reloaded, its answers and clock kept.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  chosen.push(await answerOption(page, 3, total, 1));
  await goTo(page, 1, total);
  await expect(optionNamed(page, chosen[0])).toHaveAttribute('aria-checked', 'true');
  await goTo(page, 2, total);
  await expect(optionNamed(page, chosen[1])).toHaveAttribute('aria-checked', 'true');
  assert.equal(await page.evaluate(() => window.sabiSameDocument), true, 'the exam page was not reloaded');
  const clockNow = await examClock(page);
  assert.ok(clockNow <= clockBefore && clockNow > clockBefore - 120, `the clock goes on (${clockBefore} s, then ${clockNow} s)`);
  await expect(page.getByText(`3 of ${total} answered`)).toBeVisible();
  assert.equal(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state ?? null)), 'installed', 'still waiting');
  assert.equal(await versionOf(page), String(before));
  assert.equal(await page.evaluate(() => window.sabiSkipWaiting ?? 0), 0, 'the app did not ask the new version to take over during the exam');

  // The exam is submitted.
  await goTo(page, 3, total);
  for (let i = 4; i <= total; i += 1) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    chosen.push(await answerOption(page, i, total, 0));
  }
  await page.getByRole('button', { name: 'Submit Quiz', exact: true }).click();
  await page.getByRole('dialog', { name: 'Submit quiz?' }).getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(/\/quiz-results-2$/, { timeout: 15_000 });
  await page.getByRole('heading', { name: 'Quiz results' }).waitFor();

  // The student goes on: once a page with no quiz open has settled, the app asks the waiting
  // version to take over (SKIP_WAITING; asked while the page's requests keep the old worker
  // busy, Chromium leaves it waiting: lib/swUpdate.ts), and the page reloads into it.
  await nav(page, 'Subjects');
  await page.waitForURL(/\/subjects$/);
  await expect
    .poll(() => versionOf(page), { message: 'the new version takes over once no quiz is open', timeout: 20_000 })
    .toBe(String(next));
  assert.ok((await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null))) === null, 'nothing waits');
  await page.getByRole('heading', { level: 1, name: 'Subjects' }).waitFor();
});

test('a short-answer exam survives a dropped network, a reload and a closed tab, and is delivered once', async ({
  page,
  context,
  baseUrl,
  shot,
}) => {
  await signIn(page, baseUrl, DEMO.student);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await openQuiz(page, { subject: 'Biology', topic: 'Human Digestive System', mode: 'exam', type: 'saq', timer: true });
  await page.getByText('Biology · Form 2 · Exam Mode').waitFor();
  const position = await page.getByText(/^Question 1 of \d+$/).textContent();
  const total = Number(position.match(/of (\d+)/)[1]);
  assert.ok(total >= 3, `need at least 3 questions, got ${total}`);
  const attemptId = await page.evaluate(() => localStorage.getItem('lastQuizAttemptId'));
  assert.ok(attemptId, 'the attempt is remembered');
  const quizUrl = page.url();
  const submissions = countSubmissions(context);
  const field = (p) => p.getByRole('textbox', { name: 'Your answer' });
  const typed = Array.from({ length: total }, (_, i) => `Answer ${i + 1}: food is broken down and absorbed.`);

  // Question 1 online, saved.
  await field(page).fill(typed[0]);
  await page.getByText('All answers saved').waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // The network drops; questions 2 and 3 are answered, and kept on the device.
  await cut(context);
  await page.getByText(`Question 2 of ${total}`).waitFor();
  await field(page).fill(typed[1]);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByText(`Question 3 of ${total}`).waitFor();
  await field(page).pressSequentially(typed[2], { delay: 5 });
  await expect(page.getByTestId('save-retrying')).toContainText('Your latest answers are not saved yet. Retrying…', { timeout: 30_000 });
  await expect
    .poll(() => deviceAnswers(page, attemptId), { message: 'the answers are kept on the device', timeout: 20_000 })
    .toEqual([...typed.slice(0, 3), ...Array(total - 3).fill(null)]);
  await expect(page.getByTestId('save-waiting')).toHaveText(/^\d+ saves? waiting to be sent$/);
  await shot('short-offline-waiting');

  // A reload without a network: the answers come back from the device.
  await page.reload();
  await page.getByText(`3 of ${total} answered`).waitFor();
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  for (let i = 1; i <= 3; i += 1) {
    await goTo(page, i, total);
    await expect(field(page)).toHaveValue(typed[i - 1]);
  }
  await shot('short-offline-restored');

  // The tab is closed, and the quiz opened in a new one, still offline: the same answers, and
  // the clock where the exam's deadline puts it.
  const clockBefore = await examClock(page);
  const closedAt = Date.now();
  await page.close();
  const tab = await context.newPage();
  const errors = [];
  tab.on('pageerror', (e) => errors.push(String(e)));
  await tab.goto(quizUrl);
  await tab.getByText(`3 of ${total} answered`).waitFor();
  const clockAfter = await examClock(tab);
  const expected = clockBefore - (Date.now() - closedAt) / 1000;
  assert.ok(Math.abs(clockAfter - expected) <= 5, `the clock (${clockAfter} s) is where the deadline puts it (${Math.round(expected)} s)`);
  await expect(tab.getByTestId('offline-notice')).toBeVisible();
  for (let i = 1; i <= 3; i += 1) {
    await goTo(tab, i, total);
    await expect(field(tab)).toHaveValue(typed[i - 1]);
  }
  await shot('short-offline-new-tab', tab);

  // The rest answered and submitted offline: it waits.
  for (let i = 4; i <= total; i += 1) {
    await goTo(tab, i, total);
    await field(tab).fill(typed[i - 1]);
  }
  await tab.getByRole('button', { name: 'Submit Quiz', exact: true }).click();
  await tab.getByRole('dialog', { name: 'Submit quiz?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(tab.getByTestId('submit-queued')).toHaveText('Will be submitted when you are back online');
  await shot('short-offline-submit-queued', tab);
  assert.deepEqual(submissions, [], 'nothing reached the server while offline');

  // The network returns: delivered once, marked, the results show.
  await restore(context);
  await tab.waitForURL(/\/weeklyShortQuizResults$/, { timeout: 45_000 });
  await tab.getByRole('heading', { name: 'Short answer results' }).waitFor();
  await tab.getByText(/^\d+ of \d+ marks$/).waitFor({ timeout: 30_000 });
  assert.deepEqual(submissions, [200], 'one submission reached the server');
  const { data, copies } = await serverAttempt(tab, baseUrl, attemptId);
  assert.equal(data.status, 'completed');
  assert.deepEqual(data.selectedAnswers, typed, 'every answer, given online and offline');
  assert.equal(copies.length, 1, 'one attempt');
  assert.equal(copies[0].status, 'completed');
  await shot('short-offline-delivered', tab);
  expect(errors, 'the new tab threw').toEqual([]);
});

test('two tabs of one exam keep each other’s answers, and both end when it is submitted', async ({ page, context, baseUrl, shot }) => {
  await signIn(page, baseUrl, DEMO.student);
  await openQuiz(page, { subject: 'Biology', topic: 1, mode: 'exam', type: 'mcq', timer: true });
  const { total } = await questionPosition(page);
  assert.ok(total >= 3, `need at least 3 questions, got ${total}`);
  const attemptId = await page.evaluate(() => localStorage.getItem('lastQuizAttemptId'));
  const submissions = countSubmissions(context);

  // The same exam in a second tab.
  const second = await context.newPage();
  const errors = [];
  second.on('pageerror', (e) => errors.push(String(e)));
  await second.goto(page.url());
  await second.getByText(`Question 1 of ${total}`).waitFor();

  // Question 1 in the first tab shows in the second.
  const chosen = [];
  chosen[0] = await answerOption(page, 1, total, 1);
  await expect(second.getByText(`1 of ${total} answered`)).toBeVisible();
  await expect(optionNamed(second, chosen[0])).toHaveAttribute('aria-checked', 'true');
  // Question 2 in the second tab shows in the first.
  await goTo(second, 2, total);
  chosen[1] = await answerOption(second, 2, total, 0);
  await expect(page.getByText(`2 of ${total} answered`)).toBeVisible();
  await goTo(page, 2, total);
  await expect(optionNamed(page, chosen[1])).toHaveAttribute('aria-checked', 'true');
  await shot('two-tabs-second', second);

  // The server has both: the second tab's later save did not undo the first's answer.
  await expect(page.getByText('All answers saved')).toBeVisible();
  await expect(second.getByText('All answers saved')).toBeVisible();
  await expect
    .poll(async () => (await serverAttempt(page, baseUrl, attemptId)).data.selectedAnswers.slice(0, 2), { message: 'the server has both answers' })
    .toEqual(chosen);

  // The first tab changes question 2 and answers the rest; the second follows.
  await goTo(page, 2, total);
  chosen[1] = await answerOption(page, 2, total, 1);
  for (let i = 3; i <= total; i += 1) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    chosen[i - 1] = await answerOption(page, i, total, 0);
  }
  await expect(second.getByText(`${total} of ${total} answered`)).toBeVisible();
  await goTo(second, 2, total);
  await expect(optionNamed(second, chosen[1])).toHaveAttribute('aria-checked', 'true');

  // Submitted from the first tab: both show the results; the server completed it once.
  await page.getByRole('button', { name: 'Submit Quiz', exact: true }).click();
  await page.getByRole('dialog', { name: 'Submit quiz?' }).getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(/\/quiz-results-2$/, { timeout: 15_000 });
  await second.waitForURL(/\/quiz-results-2$/, { timeout: 15_000 });
  await second.getByRole('heading', { name: 'Quiz results' }).waitFor();
  await shot('two-tabs-results', second);
  assert.deepEqual(submissions, [200], 'one submission');
  const { data, copies } = await serverAttempt(page, baseUrl, attemptId);
  assert.equal(data.status, 'completed');
  assert.deepEqual(data.selectedAnswers, chosen, 'the answers of both tabs, the newest of each');
  assert.equal(copies.length, 1, 'one attempt');
  await second.close();
  expect(errors, 'the second tab threw').toEqual([]);
});
