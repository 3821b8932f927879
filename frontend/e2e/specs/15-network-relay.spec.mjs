// Issue 20's network cut done as the signal drops: the browser reaches the server only through a
// TCP relay, and the relay stops listening and drops every open connection, so each request is
// refused at the socket (no browser switch, no request interception). An exam is answered,
// reloaded, closed and reopened in a new tab with no network, submitted, and delivered once when
// the relay listens again, with the clock right throughout.
import { createServer, connect } from 'node:net';
import { test, expect, DEMO, assert, openQuiz, questionPosition, signIn, examClock, answerOption, goTo, countSubmissions } from '../fixtures.mjs';

/**
 * A relay on a free loopback port to `target` (the server's URL): `cut()` closes its listening
 * socket (new connections are refused) and destroys the open ones; `restore()` listens on the
 * same port again.
 */
async function startRelay(target) {
  const { hostname, port } = new URL(target);
  const open = new Set();
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    open.add(client);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  const listen = (at) => new Promise((resolve, reject) => server.once('error', reject).listen(at, '127.0.0.1', () => resolve()));
  await listen(0);
  const relayPort = server.address().port;
  return {
    url: `http://127.0.0.1:${relayPort}`,
    cut: async () => {
      await new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
        open.clear();
      });
    },
    restore: () => listen(relayPort),
    close: () => {
      for (const socket of open) socket.destroy();
      server.close();
    },
  };
}

test('an exam over a relay that refuses connections: answered, reloaded and reopened with no network, delivered once', async ({
  page,
  context,
  baseUrl,
  shot,
}) => {
  const relay = await startRelay(baseUrl);
  try {
    await signIn(page, relay.url, DEMO.student);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await openQuiz(page, { subject: 'Biology', topic: 0, mode: 'exam', type: 'mcq', timer: true });
    const { total } = await questionPosition(page);
    assert.ok(total >= 3, `need at least 3 questions, got ${total}`);
    const attemptId = await page.evaluate(() => localStorage.getItem('lastQuizAttemptId'));
    const quizUrl = page.url();
    const submissions = countSubmissions(context);

    const chosen = [await answerOption(page, 1, total, 1)];
    await page.getByText('All answers saved').waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // The signal drops: every connection to the server is refused.
    await relay.cut();
    chosen.push(await answerOption(page, 2, total, 0));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    chosen.push(await answerOption(page, 3, total, 1));
    await expect(page.getByTestId('save-retrying')).toContainText('Your latest answers are not saved yet. Retrying…', { timeout: 20_000 });
    await expect(page.getByTestId('save-waiting')).toHaveText('2 saves waiting to be sent');
    // The phone still counts itself online: the notice says the answers are safe meanwhile.
    await expect(page.getByTestId('kept-on-device')).toHaveText('Your answers are kept on this device.');
    await shot('relay-cut-saves-waiting');

    // A reload with no network: the page from the service worker, the quiz from the device.
    const before = await examClock(page);
    await page.reload();
    await page.getByText(`${chosen.length} of ${total} answered`).waitFor();
    const reloaded = await examClock(page);
    assert.ok(reloaded <= before && before - reloaded <= 8, `the clock after the reload (${reloaded} s) follows the one before (${before} s)`);

    // The tab is killed; a new one opens the quiz, still with no network.
    await page.close();
    const tab = await context.newPage();
    await tab.goto(quizUrl);
    await tab.getByText(`${chosen.length} of ${total} answered`).waitFor();
    const reopened = await examClock(tab);
    assert.ok(reopened <= reloaded && reloaded - reopened <= 15, `the clock in the new tab (${reopened} s) follows the one before (${reloaded} s)`);
    await expect(tab.getByTestId('save-waiting')).toHaveText('2 saves waiting to be sent');
    await shot('relay-cut-new-tab', tab);

    // The rest answered and submitted, still with no network: it waits.
    await goTo(tab, Math.min(4, total), total);
    for (let i = 4; i <= total; i += 1) {
      chosen.push(await answerOption(tab, i, total, 0));
      if (i < total) await tab.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await tab.getByRole('button', { name: 'Submit Quiz', exact: true }).click();
    await tab.getByRole('dialog', { name: 'Submit quiz?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(tab.getByTestId('submit-queued')).toHaveText('Will be submitted when you are back online');
    await shot('relay-cut-submit-queued', tab);
    assert.deepEqual(submissions, [], 'nothing reached the server with the relay cut');

    // The relay listens again: the submission is delivered once and the result shows.
    await relay.restore();
    await expect(tab.getByText(/You scored \d+%/)).toBeVisible({ timeout: 45_000 });
    await tab.getByRole('heading', { name: 'Quiz results' }).waitFor();
    assert.deepEqual(submissions, [200], 'one submission reached the server');
    const read = await tab.request.get(`${relay.url}/api/${attemptId}/quiz`);
    const { data } = await read.json();
    assert.equal(data.status, 'completed');
    assert.deepEqual(data.selectedAnswers, chosen, 'the answers given online and with the relay cut');
  } finally {
    relay.close();
  }
});
