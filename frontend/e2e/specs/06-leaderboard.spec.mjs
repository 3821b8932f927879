// The leaderboard lists the student who took quizzes, with their average and school.
import { test, assert, nav, takeExam, openHome, STATE } from '../fixtures.mjs';

// Signed in once by the setup project.
test.use({ storageState: STATE.student });

test('the leaderboard shows the student who took quizzes', async ({ page, baseUrl, shot }) => {
  await openHome(page, 'student');
  await nav(page, 'LeaderBoard');
  await page.waitForURL(/\/leaderBoards$/);
  await page.getByRole('heading', { name: 'LeaderBoard' }).waitFor();
  await page.getByText('Top 10 students by average score').waitFor();
  await page.getByRole('table').or(page.getByText('No leaderboard data found')).first().waitFor();
  if (await page.getByText('No leaderboard data found').count()) {
    await shot('leaderboard-empty');
    // Run on its own: take an exam first.
    await takeExam(page, 'Geography');
    await nav(page, 'LeaderBoard');
    await page.waitForURL(/\/leaderBoards$/);
  }
  const table = page.getByRole('table');
  await table.waitFor();
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: /(^|\s)student$/ }) });
  await row.waitFor();
  const cells = (await row.getByRole('cell').allInnerTexts()).map((c) => c.trim());
  assert.match(cells[0], /^\d+$/);
  assert.match(cells[1], /(^|\s)student$/);
  assert.equal(cells[2], 'GBHS Bamenda');
  assert.match(cells[3], /^\d+ days?$/);
  assert.match(cells[4], /^\d+%$/);
  // Rows are ordered by average score, best first.
  const averages = (await table.getByRole('row').allInnerTexts())
    .slice(1)
    .map((r) => Number(r.match(/(\d+)%\s*$/)?.[1]));
  assert.deepEqual(averages, [...averages].sort((a, b) => b - a));
  // Its average is the one the student's own stats show (exam attempts only).
  const uid = await page.evaluate(() => JSON.parse(localStorage.getItem('user')).uid);
  const stats = await (await page.request.get(`${baseUrl}/api/${uid}/stats`)).json();
  assert.equal(Number(cells[4].replace('%', '')), Math.round(stats.data.avgScore));
  await shot('leaderboard');
});
