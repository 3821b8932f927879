// A short-answer quiz marked by the built-in reviewer: marks per question and feedback.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, assert, openQuiz, openHome, signIn, DEMO, STATE } from '../fixtures.mjs';

// Signed in once by the setup project.
test.use({ storageState: STATE.student });

const bankFile = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'crates', 'adapters', 'generator', 'bank', 'saq', 'biology.json');

/** The bank's model answers, by question text: a student who studied. */
function modelAnswers() {
  const raw = JSON.parse(readFileSync(bankFile, 'utf8'));
  const list = Array.isArray(raw) ? raw : raw.questions;
  return new Map(list.map((q) => [q.question.trim(), q.answer]));
}

test('a short-answer quiz is marked by the reviewer, with marks and feedback per question', async ({ page, shot }) => {
  const answers = modelAnswers();
  await openHome(page, 'student');
  await openQuiz(page, { subject: 'Biology', topic: 'Human Digestive System', mode: 'exam', type: 'saq', timer: false });
  await page.getByText('Biology · Form 2 · Exam Mode').waitFor();
  await expect(page.getByRole('timer'), 'the timer was switched off').toHaveCount(0);
  const position = await page.getByText(/^Question 1 of \d+$/).textContent();
  const total = Number(position.match(/of (\d+)/)[1]);
  assert.ok(total >= 2, `${total} questions`);
  let known = 0;
  for (let i = 1; i <= total; i += 1) {
    await page.getByText(`Question ${i} of ${total}`).waitFor();
    const heading = (await page.locator('#question-text').innerText()).replace(/\s*\(\d+ marks?\)\s*$/, '').trim();
    const model = answers.get(heading);
    if (model) known += 1;
    // The last question gets a poor answer, so the marks are not all full.
    const text = i === total ? 'I do not remember this one.' : (model ?? 'I think it is about the parts of the body working together.');
    await page.getByRole('textbox', { name: 'Your answer' }).fill(text);
    if (i === 1) await shot('short-question');
    await page.getByRole('button', { name: i === total ? 'Submit Quiz' : 'Next', exact: true }).click();
  }
  assert.ok(known >= 1, 'at least one question comes from the bank');
  await page.getByRole('dialog', { name: 'Submit quiz?' }).getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(/\/weeklyShortQuizResults$/, { timeout: 30_000 });
  await page.getByRole('heading', { name: 'Short answer results' }).waitFor();
  await page.getByTestId('result-banner').waitFor();
  const summary = await page.getByText(/^\d+ of \d+ marks$/).innerText();
  const [, awarded, outOf] = summary.match(/^(\d+) of (\d+) marks$/).map(Number);
  assert.ok(outOf > 0 && awarded <= outOf, summary);
  assert.ok(awarded > 0, `the model answers earn marks (${summary})`);
  assert.ok(awarded < outOf, `the poor answer loses marks (${summary})`);
  await expect(page.getByText('Your answers have not been marked yet.')).toHaveCount(0);
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(total);
  for (let i = 0; i < total; i += 1) {
    await items.nth(i).getByText(/^Marks: \d+ \/ \d+$/).waitFor();
    await items.nth(i).getByText(/^Feedback:/).waitFor();
  }
  await items.nth(total - 1).getByText('Marks: 0 /', { exact: false }).waitFor();
  await page.getByText(/^Overall feedback:/).waitFor();
  await shot('short-results');

  // The attempt is listed as a short-answer exam with its score.
  await page.getByRole('button', { name: 'Back to dashboard' }).click();
  await page.waitForURL(/\/studentDashboard$/);
  const card = page.getByRole('article', { name: 'Human Digestive System' }).filter({ hasText: 'Short Answer Quiz' }).first();
  await card.getByText(/^Score: \d+%$/).waitFor();
});

// Practice mode marks each short answer when the student moves on (issue 17, item 6): the
// marks, the marker's feedback and the model answer show under the answer, which then stays as
// marked. It runs at both sizes (@phone: a practice attempt counts for nothing).
test('a practice short-answer quiz marks each answer when the student moves on', { tag: '@phone' }, async ({ page, baseUrl, shot }) => {
  const answers = modelAnswers();
  // Signs in afresh: the password spec ended the stored student session.
  await signIn(page, baseUrl, DEMO.student);
  await openQuiz(page, { subject: 'Biology', topic: 'Human Digestive System', mode: 'practice', type: 'saq' });
  await page.getByText('Biology · Form 2 · Practice Mode').waitFor();
  const position = await page.getByText(/^Question 1 of \d+$/).textContent();
  const total = Number(position.match(/of (\d+)/)[1]);
  const field = page.getByRole('textbox', { name: 'Your answer' });
  const feedback = page.getByTestId('practice-feedback');

  // A question the bank knows, answered with its model answer: full marks.
  let studied = 0;
  for (; studied < total; studied += 1) {
    const heading = (await page.locator('#question-text').innerText()).replace(/\s*\(\d+ marks?\)\s*$/, '').trim();
    if (answers.has(heading) || studied === total - 1) break;
    await page.getByRole('button', { name: 'Skip', exact: true }).click();
    await page.getByText(`Question ${studied + 2} of ${total}`).waitFor();
  }
  const heading = (await page.locator('#question-text').innerText()).replace(/\s*\(\d+ marks?\)\s*$/, '').trim();
  const model = answers.get(heading);
  const isLast = studied === total - 1;
  const next = page.getByRole('button', { name: isLast ? 'Finish & Review' : 'Next', exact: true });
  if (model) {
    await field.fill(model);
    await next.click();
    await feedback.waitFor();
    const [, got, outOf] = (await feedback.innerText()).match(/Marks: (\d+) \/ (\d+)/).map(Number);
    assert.equal(got, outOf, `its own model answer earns full marks: ${await feedback.innerText()}`);
    await expect(page.getByText(`Question ${studied + 1} of ${total}`), 'the first press marks, it does not move on').toBeVisible();
    await shot('short-practice-full-marks');
    if (isLast) return;
    await next.click();
    await page.getByText(`Question ${studied + 2} of ${total}`).waitFor();
    await expect(feedback).toHaveCount(0);
  }

  // A poor answer: no marks, the feedback says what was missing and the model answer shows.
  const last = (await page.getByText(/^Question \d+ of \d+$/).textContent()).match(/^Question (\d+)/)[1] === String(total);
  await field.fill('I do not remember this one.');
  await page.getByRole('button', { name: last ? 'Finish & Review' : 'Next', exact: true }).click();
  await feedback.waitFor();
  const poor = await feedback.innerText();
  assert.match(poor, /Marks: 0 \/ \d+/);
  assert.match(poor, /Feedback: /);
  assert.match(poor, /Correct answer: /);
  // Marked: the answer stays as it was marked.
  await field.press('End');
  await field.pressSequentially(' more', { delay: 10 });
  await expect(field).toHaveValue('I do not remember this one.');
  await shot('short-practice-no-marks');
});
