// Admin subject upkeep (issue 16, item 5): a subject of one class moved to another class
// after reading what it holds (refused first onto a class that already has that subject),
// then removed after reading what will happen to its topics, quizzes and bank questions.
// At phone size the same page: the edit form and the removal's confirmation, read and left.
import { test, assert, expect, openHome, adminNav, choose, signIn, until, DEMO, STATE } from '../fixtures.mjs';

test.use({ storageState: STATE.admin });

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const stamp = Date.now().toString(36);
const SUBJECT = `Geology ${stamp}`;
const TOPIC = `Rocks ${stamp}`;

const quantity = (n, one, many) => `${n} ${n === 1 ? one : many}`;

async function makeSubject(page, baseUrl, classLevel) {
  const made = await page.request.post(`${baseUrl}/api/createSubject`, {
    multipart: { name: SUBJECT, description: 'The earth and its rocks.', classLevel, image: { name: 'g.png', mimeType: 'image/png', buffer: PNG } },
  });
  assert.ok(made.ok(), `createSubject: ${made.status()} ${await made.text()}`);
  return (await made.json()).id;
}

async function topicNames(page, baseUrl, classLevel) {
  const res = await page.request.get(`${baseUrl}/api/filter-topics?classLevel=${encodeURIComponent(classLevel)}&subject=${encodeURIComponent(SUBJECT)}`);
  return ((await res.json()).data ?? []).map((t) => t.name);
}

test('an admin moves a subject to another class after reading its usage, then removes it', async ({ page, baseUrl, shot }) => {
  const id = await makeSubject(page, baseUrl, 'Form 1');
  await makeSubject(page, baseUrl, 'Form 3');
  const topic = await page.request.post(`${baseUrl}/api/createTopic`, { data: { name: TOPIC, subject: SUBJECT, classLevel: ['Form 1'] } });
  assert.ok(topic.ok(), `createTopic: ${topic.status()} ${await topic.text()}`);

  await openHome(page, 'admin');
  await adminNav(page, 'Manage Subjects');
  await page.waitForURL(/\/manage-subjects$/);
  const table = page.getByRole('table', { name: 'Manage Subjects' });
  await page.getByPlaceholder('Search subjects').fill(stamp);
  await until(async () => (await table.getByRole('row').filter({ hasText: SUBJECT }).count()) === 2, 'both classes of the subject in the list');
  await table.getByRole('row').filter({ hasText: SUBJECT }).filter({ hasText: 'Form 1' }).click();
  await page.waitForURL(new RegExp(`/subjectDisplayDetails/${id}$`));
  await page.getByRole('heading', { name: SUBJECT }).waitFor();

  const usage = await (await page.request.get(`${baseUrl}/api/subjects/${encodeURIComponent(id)}/usage`)).json();
  assert.equal(usage.topics, 1);
  const holds = `${quantity(usage.topics, 'topic', 'topics')}, ${quantity(usage.quizzes, 'quiz', 'quizzes')} and ${quantity(usage.bankQuestions, 'bank question', 'bank questions')}`;

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit subject' });
  await form.getByText(`This subject has ${holds}; they will move with it.`).waitFor();
  await expect(form.getByRole('textbox', { name: /^Subject name/ })).toHaveValue(SUBJECT);

  // Form 3 already has this subject: refused, with the reason.
  await choose(page, /^Class Level/, 'Form 3');
  await form.getByRole('button', { name: 'Save subject' }).click();
  await expect(form.getByRole('alert')).toHaveText(`Form 3 already has a subject named ${SUBJECT}.`);

  await choose(page, /^Class Level/, 'Form 2');
  await form.getByText(/^Moving from Form 1 to Form 2: its topics, quizzes and bank questions go with it/).waitFor();
  await shot('subject-move');
  await form.getByRole('button', { name: 'Save subject' }).click();
  await page.getByText('Subject saved.').first().waitFor();
  await expect(form).toHaveCount(0);
  await page.getByText('Form 2', { exact: true }).first().waitFor();
  assert.deepEqual(await topicNames(page, baseUrl, 'Form 2'), [TOPIC], 'its topic followed it');
  assert.deepEqual(await topicNames(page, baseUrl, 'Form 1'), []);

  await page.getByRole('button', { name: 'Delete Subject' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${SUBJECT}?` });
  await dialog.getByText('This action cannot be undone.', { exact: false }).waitFor();
  await dialog
    .getByText(
      `This subject has ${holds}. Its topics will be removed, its quizzes deleted or, where students have taken them, retired, and its bank questions retired; attempts stay.`,
    )
    .waitFor();
  await shot('subject-remove');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(/\/manage-subjects$/);
  await page.getByText('Subject deleted.').first().waitFor();
  assert.deepEqual(await topicNames(page, baseUrl, 'Form 2'), [], 'its topic went with it');
  const gone = await page.request.get(`${baseUrl}/api/subjects/${encodeURIComponent(id)}/usage`);
  assert.equal(gone.status(), 404);
});

test('on a phone the subject page says what the subject holds before a move or a removal', { tag: '@phone' }, async ({ page, baseUrl, shot }, info) => {
  test.skip(info.project.name !== 'phone', 'the phone project');
  await signIn(page, baseUrl, DEMO.admin, { admin: true });
  const subjects = (await (await page.request.get(`${baseUrl}/api/subjects`)).json()).data ?? [];
  const subject = subjects.find((s) => (s.topicsCount ?? 0) > 0) ?? subjects[0];
  assert.ok(subject, 'a seeded subject');
  await page.goto(`${baseUrl}/subjectDisplayDetails/${encodeURIComponent(subject.id)}`);
  await page.getByRole('heading', { name: subject.name }).first().waitFor();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit subject' });
  await form.getByText(/^This subject has \d+ topics?, \d+ quiz(zes)? and \d+ bank questions?; they will move with it\.$/).waitFor();
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  assert.equal(wide, false, 'the form fits the phone');
  await shot('phone-edit');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete Subject' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${subject.name}?` });
  await dialog.getByText(/^This subject has \d+ topics?, .*; attempts stay\.$/).waitFor();
  await shot('phone-remove');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toHaveCount(0);
});
