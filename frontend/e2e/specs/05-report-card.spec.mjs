// The report card: four stat cards, the subject table with its grade filter, the CSV export
// and the achievements grid.
import { readFileSync } from 'node:fs';
import { test, assert, nav, takeExam, openHome, STATE } from '../fixtures.mjs';

// Signed in once by the setup project.
test.use({ storageState: STATE.student });

test('the report card shows the stats and subjects and exports report_card.csv', async ({ page, shot }) => {
  await openHome(page, 'student');
  // An exam of its own, so the table has a graded row whatever ran before.
  const exam = await takeExam(page, 'Physics');

  await nav(page, 'Report Card');
  await page.waitForURL(/\/report-card$/);
  await page.getByRole('heading', { name: 'Report Card' }).waitFor();
  for (const label of ['Achievements unlocked', 'Streak days', 'Total attempts', 'Average score']) {
    await page.getByText(label, { exact: true }).waitFor();
  }
  await page.getByText('last 10 quizzes').waitFor();
  await page.getByText(/^\d+ of \d+$/).first().waitFor();
  await page.getByRole('heading', { name: 'Subject performance' }).waitFor();
  const table = page.getByRole('table', { name: 'Subject performance' });
  await table.waitFor();
  const headers = await table.getByRole('columnheader').allInnerTexts();
  assert.deepEqual(headers.map((h) => h.trim()), ['Subject', 'Attempts', 'Average', 'Grade']);
  const physics = table.getByRole('row').filter({ hasText: 'Physics' });
  await physics.waitFor();
  const cells = (await physics.getByRole('cell').allInnerTexts()).map((c) => c.trim());
  assert.equal(cells[0], 'Physics');
  assert.ok(Number(cells[1]) >= 1, `Physics attempts: ${cells[1]}`);
  assert.match(cells[2], /^\d+%$/);
  const expectGrade = (avg) => (avg >= 80 ? 'Excellent' : avg >= 60 ? 'Good' : avg >= 40 ? 'Average' : 'Poor');
  assert.equal(cells[3], expectGrade(Number(cells[2].replace('%', ''))));
  if (Number(cells[1]) === 1) assert.equal(cells[2], `${exam.score}%`);
  // Subjects without an exam ask for a quiz.
  await table.getByText('Take a quiz').first().waitFor();
  await page.getByRole('heading', { name: 'Achievements' }).waitFor();
  await page.getByTestId('achievement-card').first().waitFor();
  await page.getByRole('main').getByText('First Steps').waitFor();
  await shot('report-card');

  // The grade filter keeps only that grade.
  await page.getByRole('combobox', { name: 'Grade' }).click();
  await page.getByRole('option', { name: cells[3], exact: true }).click();
  const rows = table.getByRole('row');
  const shown = (await rows.allInnerTexts()).slice(1);
  assert.ok(shown.length >= 1 && shown.every((r) => r.includes(cells[3])), `filtered rows: ${shown.join(' | ')}`);
  await page.getByRole('combobox', { name: 'Grade' }).click();
  await page.getByRole('option', { name: 'All grades' }).click();

  // CSV export.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  assert.equal(download.suggestedFilename(), 'report_card.csv');
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.split(/\r?\n/).filter(Boolean);
  assert.equal(lines[0], 'Subject,Attempts,Average,Grade');
  assert.ok(lines.length >= 2, 'at least one subject row');
  const physicsLine = lines.find((l) => l.startsWith('Physics,'));
  assert.ok(physicsLine, `a Physics row in:\n${csv}`);
  assert.equal(physicsLine, `Physics,${cells[1]},${cells[2].replace('%', '')},${cells[3]}`);
});
