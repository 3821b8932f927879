// A dropped network in an exam (issue 20): answers given offline wait on the device, a reload
// without a network brings the quiz back from the device with the server's clock, a
// submission made offline waits and is delivered exactly once when the network returns.
import { test, expect, DEMO, assert, openQuiz, optionNamed, questionPosition, signIn, examClock, answerOption } from '../fixtures.mjs';

test('an exam survives a dropped network: restored from the device, submitted once when back', async ({ page, context, baseUrl, shot }) => {
  await signIn(page, baseUrl, DEMO.student);
  // The app shell is kept by the service worker once it is installed.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await openQuiz(page, { subject: 'Biology', topic: 0, mode: 'exam', type: 'mcq', timer: true });
  const { total } = await questionPosition(page);
  assert.ok(total >= 3, `need at least 3 questions, got ${total}`);
  const attemptId = await page.evaluate(() => localStorage.getItem('lastQuizAttemptId'));
  assert.ok(attemptId, 'the attempt is remembered');
  const uid = await page.evaluate(() => JSON.parse(localStorage.getItem('user')).uid);

  // Count what reaches the server: every submission answered.
  const submissions = [];
  const t0 = Date.now();
  page.on('response', async (res) => {
    if (res.request().method() !== 'PUT' || !res.url().includes('/updateQuizAttempt')) return;
    const body = res.request().postDataJSON();
    console.log(`${Date.now() - t0} ms: ${body?.status} #${body?.saveNumber} -> ${res.status()}`);
    if (body?.status === 'completed') submissions.push(res.status());
  });
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) console.log(`${Date.now() - t0} ms: at ${f.url()}`);
  });

  // Question 1 online.
  const chosen = [];
  chosen.push(await answerOption(page, 1, total, 1));
  await page.getByText('All answers saved').waitFor();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // The network drops (the browser's switch lets keep-alive through: abort /api as well).
  await context.setOffline(true);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  chosen.push(await answerOption(page, 2, total, 0));
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  chosen.push(await answerOption(page, 3, total, 1));
  await expect(page.getByTestId('save-retrying')).toContainText('Your latest answers are not saved yet. Retrying…');
  await expect(page.getByTestId('save-waiting')).toHaveText('2 saves waiting to be sent');
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await shot('offline-saves-waiting');

  // A reload without a network: the app shell from the service worker, the quiz from the device.
  await page.waitForTimeout(3000);
  const before = await examClock(page);
  await page.reload();
  await page.getByText(`${chosen.length} of ${total} answered`).waitFor();
  const after = await examClock(page);
  assert.ok(after <= before, `the clock (${after} s) does not go back after the reload (${before} s)`);
  assert.ok(before - after <= 8, `the clock (${after} s) is close to before the reload (${before} s)`);
  await expect(page.getByTestId('save-waiting')).toHaveText('2 saves waiting to be sent');
  await shot('offline-restored');
  if (total > 3) {
    await page.getByText(`Question 4 of ${total}`).waitFor();
  } else {
    await page.getByText(`Question 3 of ${total}`).waitFor();
  }
  // The answers given offline are there.
  await page.getByRole('combobox', { name: 'Go to question' }).click();
  await page.getByRole('option', { name: /^Question 2\b/ }).click();
  await expect(optionNamed(page, chosen[1])).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('combobox', { name: 'Go to question' }).click();
  await page.getByRole('option', { name: new RegExp(`^Question ${Math.min(4, total)}\\b`) }).click();

  // Answer the rest and submit, still offline: it waits.
  for (let i = 4; i <= total; i += 1) {
    chosen.push(await answerOption(page, i, total, 0));
    if (i < total) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Submit Quiz', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit quiz?' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('submit-queued')).toHaveText('Will be submitted when you are back online');
  await shot('offline-submit-queued');
  assert.deepEqual(submissions, [], 'nothing reached the server while offline');

  // The network returns: the submission is delivered once, and the result shows.
  await context.unroute('**/api/**');
  const back = Date.now();
  console.log(`${back - t0} ms: network back`);
  await context.setOffline(false);
  await expect(page.getByText(/You scored \d+%/)).toBeVisible({ timeout: 30_000 });
  await page.waitForURL(/\/quiz-results-2$/, { timeout: 15_000 });
  console.log(`delivered ${Date.now() - back} ms after the network returned`);
  await page.getByRole('heading', { name: 'Quiz results' }).waitFor();
  assert.deepEqual(submissions, [200], 'one submission reached the server');

  // The server has every answer, completed once.
  const read = await page.request.get(`${baseUrl}/api/${attemptId}/quiz`);
  assert.equal(read.status(), 200);
  const { data } = await read.json();
  assert.equal(data.status, 'completed');
  assert.deepEqual(data.selectedAnswers, chosen, 'the answers given online and offline');
  assert.ok(data.saveNumber >= 1, `numbered saves were applied (${data.saveNumber})`);
  const mine = await (await page.request.get(`${baseUrl}/api/${uid}/user`)).json();
  const same = mine.data.filter((a) => a.id === attemptId);
  assert.equal(same.length, 1, 'one attempt');
  assert.equal(same[0].status, 'completed');

  // The results page survives a reload.
  await page.reload();
  await page.getByRole('heading', { name: 'Quiz results' }).waitFor();
  await shot('offline-delivered-results');
});
