// The header searches (a topic leads to quiz start, a quiz to its detail page where the mode is
// chosen) and the weekly quizzes page.
import { test, expect, DEMO, assert, finishMcq, nav, openQuiz, signIn } from '../fixtures.mjs';

test('the global search opens a topic at quiz start', async ({ page, baseUrl, shot }) => {
  await signIn(page, baseUrl, DEMO.student);
  const search = page.getByRole('combobox', { name: 'Search subjects, topics and quizzes' });
  await search.fill('d');
  await page.waitForTimeout(600);
  await expect(page.getByRole('option'), 'no search under 2 characters').toHaveCount(0);
  await search.fill('Digestive');
  const topic = page.getByRole('option').filter({ hasText: 'Topic' }).filter({ hasText: 'Human Digestive System' }).filter({ hasText: 'Form 2' });
  await topic.first().waitFor();
  await shot('search');
  await topic.first().click();
  await page.waitForURL(/\/start-quiz\/subject\/Biology\/class\/Form%202\/topic\/Human_Digestive_System\/mode\/(practice|exam)$/);
  await page.getByRole('heading', { name: 'Start a quiz' }).waitFor();
  await page.getByText('Human Digestive System — Biology, Form 2').waitFor();
});

test('the quiz search opens a quiz detail page, where the mode is chosen', async ({ page, baseUrl, shot }) => {
  await signIn(page, baseUrl, DEMO.student);
  // A quiz to find: generate one (Geography) and leave it at its information page.
  await openQuiz(page, { subject: 'Geography', topic: 0, mode: 'practice', type: 'mcq' });
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await nav(page, 'Home');
  const search = page.getByRole('combobox', { name: 'Search quizzes' });
  await search.fill(title.slice(0, 12));
  const result = page.getByRole('option').filter({ hasText: title }).first();
  await result.waitFor();
  await result.click();
  await page.waitForURL(/\/quizDetails$/);
  await page.getByRole('heading', { name: title }).waitFor();
  await page.getByText('Multiple Choice Questions').first().waitFor();
  await page.getByRole('button', { name: 'Exam Mode' }).click();
  const timer = page.getByRole('checkbox', { name: 'Use a countdown timer' });
  if (await timer.isChecked()) await timer.click();
  await shot('quiz-details');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await page.waitForURL(/\/newQuizTake$/);
  await page.getByText(/· Exam Mode$/).waitFor();
  await expect(page.getByRole('timer')).toHaveCount(0);
  const { total } = await finishMcq(page);
  assert.ok(total > 0);
});

test('the weekly quizzes page lists the week\'s quizzes; Take Quiz opens one', async ({ page, baseUrl, shot }) => {
  await signIn(page, baseUrl, DEMO.student);
  await nav(page, 'Weekly Quizzes');
  await page.waitForURL(/\/weeklyQuizzes$/);
  await page.getByRole('heading', { name: 'Weekly Quizzes' }).waitFor();
  await page.getByRole('heading', { name: 'Manually Created Quizzes' }).waitFor();
  await page.getByRole('heading', { name: 'Weekly Generated Quizzes' }).waitFor();
  await page.getByRole('button', { name: 'Go Back' }).waitFor();
  // The server's weekly generation runs a few seconds after it starts.
  const cards = page.getByTestId('weekly-quiz');
  for (let i = 0; i < 10 && (await cards.count()) === 0; i += 1) {
    await page.waitForTimeout(2000);
    await page.reload();
    await page.getByRole('heading', { name: 'Weekly Generated Quizzes' }).waitFor();
  }
  assert.ok((await cards.count()) > 0, 'the weekly quizzes of Form 2');
  // Manual quizzes: none made by an admin here.
  await page.getByText('No quizzes available for your class yet. Check back later!').waitFor();
  const count = await cards.count();
  assert.ok(count <= 10, `${count} cards before View All`);
  if (await page.getByRole('button', { name: 'View All' }).count()) {
    await page.getByRole('button', { name: 'View All' }).click();
    assert.ok((await cards.count()) > 10);
    await page.getByRole('button', { name: 'View Less' }).click();
  }
  await cards.first().getByText(/^\d+ questions$/).waitFor();
  await shot('weekly');
  const title = (await cards.first().getByRole('heading').innerText()).trim();
  await cards.first().getByRole('button', { name: 'Take Quiz' }).click();
  await page.waitForURL(/\/quizDetails$/);
  await page.getByRole('heading', { name: title }).waitFor();
  await page.getByRole('button', { name: 'Practice Mode' }).click();
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await page.waitForURL(/\/newQuizTake$/);
  await page.getByText(/· Practice Mode$/).waitFor();
  await finishMcq(page);
});
