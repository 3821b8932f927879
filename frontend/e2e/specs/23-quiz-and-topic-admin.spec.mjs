// Admin quiz and topic upkeep: a topic renamed through its edit form after reading what it
// holds, then removed after reading what will happen to its quizzes and bank questions; the
// quiz list split into the school's quizzes and students' practice, and a quiz deleted (or
// retired) from its page.
import { test, assert, expect, openHome, adminNav, until, STATE } from '../fixtures.mjs';

test.use({ storageState: STATE.admin });

const stamp = Date.now().toString(36);
const TOPIC = `Eclipses${stamp}`;
const RENAMED = `Solar eclipses${stamp}`;

const quantity = (n, one, many) => `${n} ${n === 1 ? one : many}`;

test('an admin renames a topic after reading its usage, then removes it', async ({ page, baseUrl, shot }) => {
  // A topic of an existing subject, made through the API, with a quiz on it when the generator can make one.
  const made = await page.request.post(`${baseUrl}/api/createTopic`, { data: { name: TOPIC, subject: 'Mathematics', classLevel: ['Form 1'] } });
  assert.ok(made.ok(), `createTopic: ${made.status()} ${await made.text()}`);
  await page.request.post(`${baseUrl}/api/generate-quiz`, {
    data: { subject: 'Mathematics', topic: TOPIC, classLevel: 'Form 1', quizType: 'multiple-choice-questions', difficulty: 'normal' },
  });

  await openHome(page, 'admin');
  await adminNav(page, 'Manage Topics');
  await page.waitForURL(/\/manage-topics$/);
  const table = page.getByRole('table', { name: 'Manage Topics' });
  await page.getByPlaceholder('Search topics').fill(stamp);
  await until(async () => (await table.getByRole('row').filter({ hasText: TOPIC }).count()) === 1, 'the new topic in the list');
  await table.getByRole('row').filter({ hasText: TOPIC }).click();
  await page.waitForURL(/\/topicDisplayDetails\//);
  await page.getByRole('heading', { level: 1, name: TOPIC }).waitFor();
  const id = decodeURIComponent(page.url().split('/').pop());

  const usage = await (await page.request.get(`${baseUrl}/api/topics/${encodeURIComponent(id)}/usage`)).json();
  const quizzes = usage.quizzes ?? usage.data?.quizzes;
  const questions = usage.bankQuestions ?? usage.data?.bankQuestions;
  assert.equal(typeof quizzes, 'number');

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit topic' });
  await form.getByText(`This topic has ${quantity(quizzes, 'quiz', 'quizzes')} and ${quantity(questions, 'bank question', 'bank questions')}; they will move with it.`).waitFor();
  await expect(form.getByRole('textbox', { name: /^Topic name/ })).toHaveValue(TOPIC);
  await form.getByRole('textbox', { name: /^Topic name/ }).fill(RENAMED);
  await form.getByRole('textbox', { name: 'Description' }).fill('When the moon hides the sun.');
  await shot('topic-edit');
  await form.getByRole('button', { name: 'Save topic' }).click();
  await page.getByText('Topic saved.').first().waitFor();
  await page.getByRole('heading', { level: 1, name: RENAMED }).waitFor();
  await page.getByText('When the moon hides the sun.').waitFor();

  await page.getByRole('button', { name: 'Remove topic' }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${RENAMED}?` });
  await dialog
    .getByText(
      `${quantity(quizzes, 'quiz will be deleted, or retired if students have taken it', 'quizzes will be deleted, or retired where students have taken them')}; ${quantity(questions, 'bank question will be retired', 'bank questions will be retired')}.`,
    )
    .waitFor();
  await shot('topic-remove');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(/\/manage-topics$/);
  await page.getByText('Topic removed.').first().waitFor();
  await page.getByPlaceholder('Search topics').fill(stamp);
  await until(async () => (await page.getByText('No topics found.').count()) === 1, 'the removed topic gone from the list');
});

test('an admin switches the quiz tabs and deletes a school quiz', async ({ page, baseUrl, shot }) => {
  const res = await page.request.post(`${baseUrl}/api/generate-quiz`, {
    data: { subject: 'Mathematics', topic: 'Fractions', classLevel: 'Form 1', quizType: 'multiple-choice-questions', difficulty: 'normal' },
  });
  assert.ok(res.ok(), `generate-quiz: ${res.status()} ${await res.text()}`);
  const body = await res.json();
  const quiz = body.quiz ?? body.data ?? body;
  assert.ok(quiz.id, 'the generated quiz has an id');

  await openHome(page, 'admin');
  await adminNav(page, 'Manage Quizzes');
  await page.waitForURL(/\/manage-quizzes$/);
  const tabs = page.getByRole('tablist', { name: 'Whose quizzes' });
  const school = tabs.getByRole('tab', { name: /^School quizzes \(\d+\)$/ });
  const practice = tabs.getByRole('tab', { name: /^Students' practice \(\d+\)$/ });
  await expect(school).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('table', { name: 'Manage Quizzes' }).waitFor();
  await shot('quizzes-school');
  await practice.click();
  await expect(practice).toHaveAttribute('aria-selected', 'true');
  await shot('quizzes-practice');
  // Back with the keyboard.
  await practice.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(school).toHaveAttribute('aria-selected', 'true');

  await page.goto(`${baseUrl}/detailQuiz/${encodeURIComponent(quiz.id)}`);
  await page.getByRole('button', { name: 'Delete quiz' }).click();
  const dialog = page.getByRole('dialog', { name: /^Delete .*\?$/ });
  await dialog.getByText(/If students have taken this quiz, it is retired/).waitFor();
  await shot('quiz-delete');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(/\/manage-quizzes$/);
  await page.getByRole('alert').filter({ hasText: /quiz/i }).first().waitFor();
  const gone = await page.request.get(`${baseUrl}/api/quizzes`);
  const list = (await gone.json()).data ?? [];
  assert.ok(!list.some((q) => q.id === quiz.id), 'the deleted quiz is no longer listed');
});
