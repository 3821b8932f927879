// A question whose key is several options ("select all that apply"): an admin makes a quiz
// from two bank questions (drafts, so that no generated quiz takes them), one with two keys and
// one with one; the demo student finds it with the quiz search and takes it in practice mode,
// ticks the two right options as checkboxes, has them checked when going on, answers the
// single-choice question as before, and finishes: both marked right, the review shows both
// options. Tagged @phone: it runs at both sizes, and a practice attempt counts for nothing; the
// quiz is retired and the questions deleted at the end.
import { request as newRequest } from '@playwright/test';
import { test, assert, expect, nav, signIn, DEMO } from '../fixtures.mjs';

const PLACE = { subject: 'Biology', classLevel: 'Form 2', topic: 'Human Digestive System' };
const KEYS = ['Pancreas', 'Salivary glands'];

/** A draft multiple-choice question of the bank form (docs/bank-api.md). */
function question(type, text, options, answer) {
  return { ...PLACE, type, question: text, options, answer, explanation: '', marks: 1, markingScheme: [], modelAnswer: '', difficulty: 'normal', language: 'en', status: 'draft' };
}

test.use({ storageState: { cookies: [], origins: [] } });

test('a student ticks the two right options of a several-answers question and is marked right', { tag: '@phone' }, async ({ page, baseUrl, shot }, info) => {
  const stamp = `${Date.now().toString(36)}-${info.project.name}`;
  const SEVERAL = `Which organs make digestive juices? (${stamp})`;
  const SINGLE = `Where does the digestion of starch begin? (${stamp})`;
  const TITLE = `Digestive juices ${stamp}`;

  const admin = await newRequest.newContext({ baseURL: baseUrl });
  const login = await admin.post('/api/auth/login', { data: DEMO.admin });
  assert.ok(login.ok(), `the admin signs in (${login.status()})`);
  const questionIds = [];
  let quizId = null;
  try {
    for (const form of [
      question('multipleAnswers', SEVERAL, ['Pancreas', 'Heart', 'Salivary glands', 'Lungs'], KEYS),
      question('singleChoice', SINGLE, ['Stomach', 'Mouth', 'Ileum'], 'Mouth'),
    ]) {
      const made = await admin.post('/api/bank/questions', { data: form });
      assert.equal(made.status(), 201, `the question saved: ${await made.text()}`);
      questionIds.push((await made.json()).data.id);
    }
    const built = await admin.post('/api/bank/quizzes', { data: { ...PLACE, title: TITLE, quizType: 'mcq', questionIds } });
    assert.equal(built.status(), 201, `the quiz saved: ${await built.text()}`);
    quizId = (await built.json()).data.id;

    // The student finds the quiz and starts it in practice mode.
    await signIn(page, baseUrl, DEMO.student);
    await nav(page, 'Home');
    await page.getByRole('combobox', { name: 'Search quizzes' }).fill(TITLE);
    await page.getByRole('option').filter({ hasText: TITLE }).first().click();
    await page.waitForURL(/\/quizDetails$/);
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.getByRole('button', { name: 'Practice Mode' }).click();
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await page.waitForURL(/\/newQuizTake$/);

    // Several answers: checkboxes named by their text, in a group named by the question and
    // described by the instruction.
    await page.getByText('Question 1 of 2').waitFor();
    const group = page.getByRole('group', { name: SEVERAL });
    await expect(group).toHaveAccessibleDescription('Select all that apply. Your answer is checked when you go on.');
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(group.getByRole('checkbox')).toHaveCount(4);
    for (const key of KEYS) await group.getByRole('checkbox', { name: key, exact: true }).click();
    for (const key of KEYS) await expect(group.getByRole('checkbox', { name: key, exact: true })).toHaveAttribute('aria-checked', 'true');
    await expect(group.getByRole('checkbox', { name: 'Heart', exact: true })).toHaveAttribute('aria-checked', 'false');
    // Ticking checks nothing yet: the first Next does.
    await expect(page.getByTestId('practice-feedback')).toHaveCount(0);
    await page.getByText('1 of 2 answered').waitFor();
    await shot('ticked');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByTestId('practice-feedback')).toContainText('Correct!');
    await expect(group.getByRole('checkbox', { name: 'Heart', exact: true })).toBeDisabled();
    await shot('checked');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // One answer: asked as before, checked at once.
    await page.getByText('Question 2 of 2').waitFor();
    await page.getByRole('radiogroup', { name: SINGLE }).getByRole('radio', { name: 'Mouth', exact: true }).click();
    await expect(page.getByTestId('practice-feedback')).toContainText('Correct!');
    await page.getByRole('button', { name: 'Finish & Review', exact: true }).click();
    await page.getByRole('dialog', { name: 'Submit quiz?' }).getByRole('button', { name: 'Yes' }).click();

    // The results: both right, the review shows the two options given.
    await page.waitForURL(/\/quiz-results-2$/, { timeout: 15_000 });
    const main = page.getByRole('main');
    await main.getByText('2 of 2 correct').waitFor();
    await expect(main.getByText(/^\d+%$/).first()).toHaveText('100%');
    const review = main.getByRole('listitem').filter({ hasText: SEVERAL });
    await expect(review).toContainText(`Your answer: ${KEYS.join(', ')}`);
    await expect(review.getByRole('img', { name: 'Correct!' })).toBeVisible();
    await shot('results');
  } finally {
    // Nothing stays for the specs after: the quiz retired (it was taken), the questions deleted.
    if (quizId) assert.ok((await admin.delete(`/api/quiz/${quizId}`)).ok(), 'the quiz retired');
    for (const id of questionIds) assert.ok((await admin.delete(`/api/bank/questions/${id}`)).ok(), 'the question deleted');
    await admin.dispose();
  }
});
