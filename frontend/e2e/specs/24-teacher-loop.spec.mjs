// The teacher's loop (issue 19, docs/teacher-api.md): an admin creates a class and imports two
// students from a CSV; its teacher sets the class a short-answer exam built from the bank with a
// window open now; both students take it from "Assigned to you"; the teacher watches the results
// table fill, opens the question analysis and changes a short-answer mark with a comment; the
// student sees the new mark on the attempt and a notification. Screenshots at 1280 and 375 px,
// with axe-core at each (the `shot` fixture).
import { test, adminNav, assert, choose, expect, signIn, until, STATE } from '../fixtures.mjs';

// The admin's session from the setup project; the teacher and the students sign in in contexts of their own.
test.use({ storageState: STATE.admin });
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const PASSWORD = 'Mango-season-2026';
const CLASS = `Form 2 B ${stamp}`;
const TITLE = `Digestion test ${stamp}`;
// A Form 2 Biology topic of the seeded catalogue with seeded, published short-answer questions.
const PLACE = { subject: 'Biology', classLevel: 'Form 2', topic: 'Human Digestive System' };
const people = {
  teacher: `e2e_t_${stamp}`,
  students: [`e2e_s1_${stamp}`, `e2e_s2_${stamp}`],
};

/** Registers someone through the onboarding call (a teacher is a student with a request until approved). */
async function register(request, baseUrl, username, role) {
  const made = await request.post(`${baseUrl}/api/auth/register`, {
    data: { username, email: `${username}@example.cm`, phoneNumber: '677000000', password: PASSWORD, confirmPassword: PASSWORD, role },
  });
  assert.equal(made.status(), 201, `${username} registered`);
  return (await made.json()).id;
}

/** A browser context signed in as `username`, and its page. */
async function signedIn(browser, baseUrl, username) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page, baseUrl, { username, password: PASSWORD });
  return { context, page };
}

test('the teacher loop: class, import, assign, take, results, analysis and a changed mark', async ({ page, browser, baseUrl, shot }) => {
  test.setTimeout(240_000);

  // People: a teacher (approved by the admin) and two students, made through the API.
  const teacherId = await register(page.request, baseUrl, people.teacher, 'teacher');
  const approved = await page.request.post(`${baseUrl}/api/user/${teacherId}/teacher-request/approve`);
  assert.ok(approved.ok(), `the teacher approved (${approved.status()})`);
  for (const s of people.students) await register(page.request, baseUrl, s, 'student');

  // The admin creates the class from the back-office.
  await page.goto('/adminDashboard');
  await adminNav(page, 'Classes');
  await page.waitForURL(/\/manage-classes$/);
  await page.getByRole('heading', { level: 1, name: 'Classes' }).waitFor();
  await shot('classes');
  await page.getByRole('link', { name: 'New class' }).click();
  await page.getByRole('heading', { level: 1, name: 'New class' }).waitFor();
  await page.getByRole('textbox', { name: /^Class name/ }).fill(CLASS);
  await choose(page, /^Class level/, 'Form 2');
  const teachers = page.getByRole('combobox', { name: 'Teachers' });
  await teachers.fill(people.teacher);
  await page.getByRole('option', { name: new RegExp(people.teacher) }).click();
  await page.keyboard.press('Escape');
  await shot('class-form');
  await page.getByRole('button', { name: 'Create class' }).click();
  // The form's own address, /manage-classes/new, must not pass for the created class's.
  await page.waitForURL(/\/manage-classes\/(?!new$)[^/]+$/);
  const classId = page.url().split('/').pop();
  await page.getByRole('heading', { level: 1, name: CLASS }).waitFor();

  // Two students from a CSV: a preview, then Confirm.
  await page.getByRole('button', { name: 'Import from CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import students from a CSV file' });
  await dialog.getByRole('textbox', { name: 'CSV text' }).fill(`username\n${people.students.join('\n')}\n`);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await dialog.getByText('2 would join the class, 0 already in it, 0 refused.').waitFor();
  await shot('import-preview');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.getByText('2 joined the class, 0 already in it, 0 refused.').waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('student-row')).toHaveCount(2);
  await shot('class-students');

  // The teacher lands on their classes and builds a short-answer quiz from published seeded questions.
  const teacher = await signedIn(browser, baseUrl, people.teacher);
  const t = teacher.page;
  await t.waitForURL(/\/teacher$/);
  await t.getByRole('heading', { level: 1, name: 'My classes' }).waitFor();
  const found = await t.request.get(`${baseUrl}/api/bank/questions`, {
    params: { ...PLACE, type: 'shortAnswer', status: 'published', source: 'seeded', page: 1, limit: 3 },
  });
  const questions = (await found.json()).data;
  assert.ok(questions.length >= 2, `${questions.length} seeded short-answer questions on ${PLACE.topic}`);
  const built = await t.request.post(`${baseUrl}/api/bank/quizzes`, {
    data: { title: TITLE, ...PLACE, quizType: 'short-answer', estimateTime: 15, questionIds: questions.map((q) => q.id) },
  });
  assert.equal(built.status(), 201, 'the quiz built');
  const quizId = (await built.json()).data.id;
  await shot('teacher-home', t);

  // From the class page: assign it as an exam, open now.
  await t.getByRole('link', { name: new RegExp(CLASS) }).click();
  // A client-side move: the address is polled, not a page "load" awaited (which in a long run
  // could wait on the first page's own load).
  await expect(t).toHaveURL(new RegExp(`/teacher/classes/${classId}$`), { timeout: 30_000 });
  await t.getByRole('link', { name: 'Assign a quiz' }).click();
  await t.waitForURL(/\/teacher\/assign\?class=/);
  await expect(t.getByRole('checkbox', { name: new RegExp(CLASS) })).toBeChecked();
  await choose(t, /^Quiz/, 'Another quiz (by its id)');
  await t.getByRole('textbox', { name: /^Quiz id/ }).fill(quizId);
  await t.getByRole('radio', { name: 'Exam' }).check();
  await shot('assign', t);
  await t.getByRole('button', { name: 'Assign', exact: true }).click();
  await t.waitForURL(/\/teacher\/assignments\/[^/]+$/);
  const assignmentId = t.url().split('/').pop();
  await t.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  const rows = t.getByTestId('result-row');
  await expect(rows).toHaveCount(2);
  await expect(t.getByTestId('summary-row')).toContainText('0 submitted, 0 in progress, 2 not started');

  // Both students take it from "Assigned to you".
  let firstAttempt = null;
  for (const [i, username] of people.students.entries()) {
    const student = await signedIn(browser, baseUrl, username);
    const s = student.page;
    const card = s.getByTestId('assigned-item').filter({ hasText: TITLE });
    await card.waitFor();
    if (i === 0) await shot('assigned-to-you', s);
    await card.getByRole('link', { name: `Start ${TITLE}` }).click();
    await s.getByText('Set by your teacher').waitFor();
    await s.getByRole('button', { name: 'Start Quiz' }).click();
    const position = await s.getByText(/^Question 1 of \d+$/).textContent();
    const total = Number(position.match(/of (\d+)/)[1]);
    for (let q = 1; q <= total; q += 1) {
      await s.getByText(`Question ${q} of ${total}`).waitFor();
      await s.getByRole('textbox', { name: 'Your answer' }).fill(i === 0 ? 'Amylase in saliva starts the digestion of starch in the mouth.' : 'I do not remember.');
      await s.getByRole('button', { name: q === total ? 'Submit Quiz' : 'Next', exact: true }).click();
    }
    await s.getByRole('dialog', { name: 'Submit quiz?' }).getByRole('button', { name: 'Yes' }).click();
    await s.getByRole('heading', { name: 'Short answer results' }).waitFor({ timeout: 30_000 });
    if (i === 0) firstAttempt = student;
    else await student.context.close();
  }

  // The teacher's table fills by itself (it asks every 10 s).
  await until(async () => (await t.getByTestId('summary-row').innerText()).includes('2 submitted'), 'both submissions in the table', 30_000);
  await expect(rows.filter({ hasText: 'Submitted' })).toHaveCount(2);
  await shot('results', t);

  await t.getByRole('tab', { name: 'Question analysis' }).click();
  await t.getByText(/^Facility: /).waitFor();
  await expect(t.getByTestId('analysis-question').first()).toBeVisible();
  await shot('analysis', t);

  // A short-answer mark changed with a comment.
  await t.getByRole('tab', { name: 'Results' }).click();
  await rows.filter({ hasText: people.students[1] }).getByRole('link', { name: /^Check marks of / }).click();
  await t.waitForURL(/\/teacher\/attempts\/[^/]+\/marking$/);
  const attemptId = t.url().split('/').at(-2);
  const first = t.getByTestId('marking-question').first();
  const marks = first.getByRole('spinbutton', { name: /^Marks \(0 to \d+\)$/ });
  const max = Number((await marks.getAttribute('max')) ?? '1');
  await marks.fill(String(max));
  await t.getByRole('button', { name: 'Save marks' }).click();
  await first.getByText('Say why you changed the marks.').waitFor();
  await first.getByRole('textbox', { name: /^Reason for the change/ }).fill('The answer names the right organ; full marks.');
  await shot('marking', t);
  await t.getByRole('button', { name: 'Save marks' }).click();
  await t.getByText(/^The score is now \d+%\.$/).waitFor();
  await t.getByRole('table', { name: 'History of changes' }).getByText('The answer names the right organ; full marks.').waitFor();
  await shot('marking-saved', t);
  await firstAttempt.context.close();

  // The student whose mark changed sees it on the attempt and in the notifications.
  const student = await signedIn(browser, baseUrl, people.students[1]);
  const s = student.page;
  await s.goto(`/pastQuizess/${attemptId}`);
  await s.getByText(new RegExp(`Marks: ${max} / ${max}`)).first().waitFor();
  const changes = s.getByRole('region', { name: 'Changes of mark by your teacher' });
  await changes.getByText('The answer names the right organ; full marks.', { exact: false }).waitFor();
  await expect(s.getByRole('button', { name: 'Retake' })).toHaveCount(0);
  await shot('student-attempt', s);
  await s.goto('/notifications');
  await s.getByText(/Your mark was changed/).first().waitFor();
  await shot('student-notification', s);
  await student.context.close();

  // The teacher deletes the assignment: the dialog says the students keep their attempts.
  await t.goBack();
  await t.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await t.getByRole('button', { name: 'Delete assignment' }).click();
  const deleting = t.getByRole('dialog', { name: 'Delete this assignment?' });
  await expect(deleting).toContainText('The students keep their attempts and marks on their own pages.');
  await shot('delete-assignment', t);
  await deleting.getByRole('button', { name: 'Delete assignment' }).click();
  await t.waitForURL(/\/teacher$/);
  await t.getByRole('heading', { level: 1, name: 'My classes' }).waitFor();
  const gone = await t.request.get(`${baseUrl}/api/assignments/${assignmentId}`);
  assert.equal(gone.status(), 404, 'the assignment is gone');
  await teacher.context.close();
});
