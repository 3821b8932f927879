// Admin back-office content (issue 6): a subject for two classes with an image, topics
// in bulk, achievements, a quiz from the built-in generator, and every list's CSV export.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, adminNav, assert, choose, expect, exportCsv, until, openHome, STATE } from '../fixtures.mjs';

// Signed in once by the setup project.
test.use({ storageState: STATE.admin });

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const stamp = Date.now().toString(36);
const SUBJECT = `Astronomy ${stamp}`;

test('an admin creates a subject for two classes with an image', async ({ page, baseUrl, shot }) => {
  const image = join(mkdtempSync(join(tmpdir(), 'sabi-e2e-png-')), 'astronomy.png');
  writeFileSync(image, PNG);
  await openHome(page, 'admin');
  await adminNav(page, 'Manage Subjects');
  await page.waitForURL(/\/manage-subjects$/);
  await page.getByRole('table', { name: 'Manage Subjects' }).waitFor();
  await shot('manage-subjects');
  await page.getByRole('link', { name: 'Add Subject' }).click();
  await page.waitForURL(/\/add-subject$/);
  await page.getByRole('heading', { name: 'Add Subject' }).waitFor();

  // The required-fields message first.
  await page.getByRole('button', { name: 'Create Subject' }).click();
  await page.getByText('Name, description, image, and at least one class are required!').waitFor();

  await page.getByLabel(/^Subject name/).fill(SUBJECT);
  await page.getByLabel(/^Description/).fill('Stars, planets and the sky above Cameroon.');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByText('Choose image', { exact: true }).click()]);
  await chooser.setFiles(image);
  await page.getByText('astronomy.png').waitFor();
  await page.getByRole('checkbox', { name: 'Form 4', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Form 5', exact: true }).check();
  await choose(page, 'Stream (optional)', 'Science');
  await shot('add-subject');
  await page.getByRole('button', { name: 'Create Subject' }).click();
  await page.getByText('Subject created for 2 class(es).').waitFor({ timeout: 15_000 });
  await shot('subject-created');

  await page.goto(`${baseUrl}/manage-subjects`);
  const table = page.getByRole('table', { name: 'Manage Subjects' });
  await page.getByPlaceholder('Search subjects').fill(stamp);
  await until(async () => (await table.getByRole('row').filter({ hasText: SUBJECT }).count()) === 2, 'one subject row per class');
  const rows = table.getByRole('row').filter({ hasText: SUBJECT });
  const text = (await rows.allInnerTexts()).join('\n');
  assert.match(text, /Form 4/);
  assert.match(text, /Form 5/);
  await shot('subjects-search');
  await rows.filter({ hasText: 'Form 4' }).click();
  await page.waitForURL(/\/subjectDisplayDetails\//);
  await page.getByRole('img', { name: `Picture of ${SUBJECT}` }).waitFor();
  await page.getByText('Form 4', { exact: true }).waitFor();
  await page.getByText('Science', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Delete Subject' }).waitFor();
  await shot('subject-details');
});

test('an admin creates topics in bulk', async ({ page, baseUrl, shot }) => {
  await openHome(page, 'admin');
  await adminNav(page, 'Manage Topics');
  await page.waitForURL(/\/manage-topics$/);
  await page.getByRole('link', { name: 'Add Topic' }).click();
  await page.waitForURL(/\/add-topic$/);
  await page.getByRole('heading', { name: 'Add Topic' }).waitFor();
  await page.getByRole('button', { name: 'Many topics' }).click();
  // Commas and line breaks separate names; a name of several words stays one topic.
  await page.getByLabel(/^Topic names/).fill(`Comets${stamp}, Galaxies${stamp}\nDark Nebulae${stamp}`);
  await page.getByText('(3 found)').waitFor();
  const preview = page.getByRole('region', { name: 'The topics to be created' });
  await expect(preview.getByRole('listitem')).toHaveText([`Comets${stamp}`, `Galaxies${stamp}`, `Dark Nebulae${stamp}`]);
  await page.getByRole('combobox', { name: /^Subject/ }).fill(SUBJECT);
  await page.getByRole('checkbox', { name: 'Form 4', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Form 5', exact: true }).check();
  await shot('add-topics');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(/^Topics created: \d+\.$/).waitFor({ timeout: 15_000 });
  await shot('topics-created');

  await page.goto(`${baseUrl}/manage-topics`);
  const table = page.getByRole('table', { name: 'Manage Topics' });
  await page.getByPlaceholder('Search topics').fill(stamp);
  await until(async () => (await table.getByRole('row').filter({ hasText: stamp }).count()) === 3, 'the three topics, grouped over both classes');
  const galaxies = table.getByRole('row').filter({ hasText: `Galaxies${stamp}` });
  const text = await galaxies.innerText();
  assert.match(text, /Form 4/);
  assert.match(text, /Form 5/);
  await shot('topics-search');
  await galaxies.click();
  await page.waitForURL(/\/topicDisplayDetails\//);
  await page.getByText(`Galaxies${stamp}`).first().waitFor();
  await shot('topic-details');
});

test('an admin creates several achievements at once', async ({ page, baseUrl, shot }) => {
  await openHome(page, 'admin');
  await adminNav(page, 'Manage Achievements');
  await page.waitForURL(/\/manage-achievement$/);
  await page.getByRole('link', { name: 'Create Achievements' }).click();
  await page.waitForURL(/\/create-achievement$/);
  await page.getByRole('heading', { name: 'Create Achievements' }).first().waitFor();
  await page.getByRole('button', { name: 'Add another' }).click();
  await page.getByText('Achievement 2', { exact: true }).waitFor();
  const titles = page.getByLabel(/^Title/);
  const descriptions = page.getByLabel(/^Description/);
  await titles.nth(0).fill(`Star Gazer ${stamp}`);
  await descriptions.nth(0).fill('Finish a quiz on the night sky.');
  await titles.nth(1).fill(`Comet Chaser ${stamp}`);
  await descriptions.nth(1).fill('Score 80% on a space quiz.');
  await page.getByRole('combobox', { name: /^Rank/ }).nth(1).click();
  await page.getByRole('option', { name: 'Gold', exact: true }).click();
  await shot('create-achievements');
  await page.getByRole('button', { name: 'Save Achievements' }).click();
  await page.getByText('Achievements created: 2.').waitFor({ timeout: 15_000 });
  await shot('achievements-created');

  await page.goto(`${baseUrl}/manage-achievement`);
  const table = page.getByRole('table', { name: 'Manage Achievements' });
  await page.getByPlaceholder('Search achievements').fill(stamp);
  await until(async () => (await table.getByRole('row').filter({ hasText: stamp }).count()) === 2, 'the two achievements');
  assert.match(await table.getByRole('row').filter({ hasText: `Comet Chaser ${stamp}` }).innerText(), /Gold/);
  assert.match(await table.getByRole('row').filter({ hasText: `Star Gazer ${stamp}` }).innerText(), /Bronze/);
  await shot('achievements-search');
});

test('an admin generates a quiz with the built-in generator and opens it', async ({ page, shot }) => {
  await openHome(page, 'admin');
  await adminNav(page, 'Manage Quizzes');
  await page.waitForURL(/\/manage-quizzes$/);
  await page.getByRole('link', { name: 'Create Quiz' }).click();
  await page.waitForURL(/\/create-quiz$/);
  await page.getByRole('heading', { name: 'Create Quiz' }).waitFor();
  await page.getByRole('button', { name: 'Generate Quiz' }).click();
  await page.getByText('All fields are required!').waitFor();
  await choose(page, /^Class level/, 'Form 1');
  await page.getByRole('combobox', { name: /^Subject/ }).fill('Geography');
  await page.getByRole('combobox', { name: /^Topic/ }).fill('The Earth and Solar System');
  await choose(page, /^Quiz type/, 'Multiple Choice Questions');
  await shot('create-quiz');
  await page.getByRole('button', { name: 'Generate Quiz' }).click();
  await page.getByText('Quiz generated!').waitFor({ timeout: 30_000 });
  await shot('quiz-generated');
  await page.getByRole('link', { name: 'Open quiz details' }).click();
  await page.waitForURL(/\/detailQuiz\//);
  await page.getByRole('heading', { level: 1, name: /The Earth and Solar System/ }).waitFor({ timeout: 15_000 });
  await page.getByRole('region', { name: 'Question 1', exact: true }).waitFor();
  assert.ok((await page.getByRole('region', { name: /^Question \d+$/ }).count()) > 0);
  await page.getByText('Created by an admin').first().waitFor();
  await page.getByText('Geography', { exact: true }).first().waitFor();
  await shot('quiz-details');
});

test('the subjects, quizzes, topics and achievements exports have their header rows', async ({ page, shot }) => {
  await openHome(page, 'admin');
  const cases = [
    ['Manage Subjects', 'subjects.csv', 'Name,Description,Class Level,Stream,Topics,Created At'],
    ['Manage Quizzes', 'quizzes.csv', 'Title,Subject,Topic,Class Level,Quiz Type,Source,Questions,Created At'],
    ['Manage Topics', 'topics.csv', 'Name,Subject,Class Levels,Description,Created At'],
    ['Manage Achievements', 'achievements.csv', 'Title,Description,Category,Rank,Rule,Created At'],
  ];
  for (const [link, file, header] of cases) {
    await adminNav(page, link);
    await page.getByRole('table', { name: link }).waitFor();
    const { name, lines } = await exportCsv(page);
    assert.equal(name, file);
    assert.equal(lines[0], header, `${file} header`);
    assert.ok(lines.length > 1, `${file} has rows`);
  }
  await shot('export');
});
