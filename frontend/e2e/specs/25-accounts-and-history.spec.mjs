// Accounts and history: an admin imports two students from a CSV (a preview with a refused line,
// then the accounts with their one-time passwords) and opens the login slips; one student signs
// in with the slip's password, is sent to choose a password of their own (from any page, even
// after a reload) and lands on the dashboard; the users list shows their role and class. The
// admin creates an achievement with an earning rule. The demo student retakes a practice attempt
// and finds "Earlier tries" on its review. Screenshots at 1280 and 375 px, with axe-core at each
// (the `shot` fixture); the slips are also printed to a PDF (e2e/screenshots).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, adminNav, assert, choose, expect, finishMcq, openQuiz, signIn, until, DEMO, STATE } from '../fixtures.mjs';

test.describe.configure({ mode: 'serial' });

const SHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
const stamp = Date.now().toString(36);
const CLASS = `Form 1 A ${stamp}`;
const NEW_PASSWORD = 'Plantain-harvest-2026';
const students = [
  { name: 'Ada Nji', username: `e2e_ada_${stamp}` },
  { name: 'Bih Tamfu', username: `e2e_bih_${stamp}` },
];
const ACHIEVEMENT = `Ten exams ${stamp}`;

test.describe('the admin', () => {
  // The admin's session from the setup project; the new student signs in in a context of their own.
  test.use({ storageState: STATE.admin });

  test('imports two students from a CSV, opens their login slips, and one of them chooses a password at first sign-in', async ({ page, browser, baseUrl, shot }) => {
    test.setTimeout(240_000);
    // The import page asks before it is left while one-time passwords are shown: say yes.
    page.on('dialog', (dialog) => void dialog.accept());

    // A class of the server's current school year (a preview names that year) for one of them.
    const probe = await page.request.post(`${baseUrl}/api/users/import`, { data: { csv: 'name,username\nProbe Only,probe.only\n', confirm: false } });
    assert.equal(probe.status(), 200, 'the preview answers');
    const { schoolYear, created } = await probe.json();
    assert.deepEqual(created, [], 'a preview creates nothing');
    const made = await page.request.post(`${baseUrl}/api/classes`, { data: { name: CLASS, classLevel: 'Form 1', schoolYear } });
    assert.equal(made.status(), 201, `the class ${CLASS} of ${schoolYear} created`);

    // Manage Users -> Import students.
    await page.goto('/adminDashboard');
    await adminNav(page, 'Manage Users');
    await page.waitForURL(/\/manage-users$/);
    await page.getByRole('link', { name: 'Import students' }).click();
    await page.waitForURL(/\/admin\/users\/import$/);
    await page.getByRole('heading', { level: 1, name: 'Import students' }).waitFor();
    await page.getByText(/^name \(or nom\): the student's full name/).waitFor();
    await shot('import-form');

    // Two good lines and one refused (a username too short), with French headers.
    const csv = `nom,identifiant,classe\n${students[0].name},${students[0].username},${CLASS}\n${students[1].name},${students[1].username},\nBo Short,bo,\n`;
    await page.getByRole('textbox', { name: 'CSV text' }).fill(csv);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('import-summary')).toContainText(`2 ready, 1 refused, for the school year ${schoolYear}.`);
    await expect(page.getByTestId('ready-line')).toHaveCount(2);
    await expect(page.getByTestId('ready-line').filter({ hasText: students[0].username })).toContainText(CLASS);
    await expect(page.getByTestId('refused-line')).toHaveCount(1);
    await expect(page.getByTestId('refused-line')).toContainText('Line 4 (bo):');
    await page.getByText(/It is shown only once/).waitFor();
    await shot('import-preview');

    // Create: a progress bar while the server works, then the accounts with their one-time passwords.
    await page.getByRole('button', { name: 'Create 2 accounts' }).click();
    await page.getByTestId('import-done').waitFor({ timeout: 60_000 });
    await expect(page.getByTestId('created-account')).toHaveCount(2);
    await expect(page.getByTestId('once-warning')).toContainText('shown only this once');
    const ada = page.getByTestId('created-account').filter({ hasText: students[0].username });
    const oneTime = (await ada.getByTestId('one-time-password').innerText()).trim();
    assert.ok(oneTime.length >= 6, `a one-time password (${oneTime})`);
    await shot('import-created');

    // The login slips: one a student, then the page as printed (no header, no sidebar, no buttons).
    await page.getByRole('button', { name: 'Print login slips' }).click();
    await page.getByRole('heading', { level: 1, name: 'Login slips' }).waitFor();
    const slips = page.getByTestId('login-slip');
    await expect(slips).toHaveCount(2);
    const adaSlip = slips.filter({ hasText: students[0].username });
    await expect(adaSlip).toContainText(students[0].name);
    await expect(adaSlip).toContainText(`Class: ${CLASS}`);
    await expect(adaSlip).toContainText(oneTime);
    await expect(adaSlip).toContainText('You will choose your own password the first time you sign in.');
    await shot('slips');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
    await expect(slips.first()).toBeVisible();
    mkdirSync(SHOTS, { recursive: true });
    await page.pdf({ path: join(SHOTS, '25-accounts-and-history-slips.pdf'), format: 'A4', preferCSSPageSize: true });
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Back to the accounts' }).click();
    await expect(page.getByTestId('created-account')).toHaveCount(2);

    // The student signs in with the one-time password: sent to choose a password first.
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const s = await context.newPage();
    const errors = [];
    s.on('pageerror', (e) => errors.push(String(e)));
    await s.goto(`${baseUrl}/login`);
    await s.getByLabel(/username/i).fill(students[0].username);
    await s.getByLabel(/password/i).first().fill(oneTime);
    await s.getByRole('button', { name: 'Get Started' }).click();
    await s.waitForURL(/\/choose-password$/, { timeout: 15_000 });
    await s.getByRole('heading', { level: 1, name: 'Choose your password' }).waitFor();
    await s.getByText(`Welcome, ${students[0].name}.`).waitFor();
    // The one-time password typed at sign-in fills its field.
    await expect(s.getByLabel(/^One-time password/)).toHaveValue(oneTime);
    await shot('choose-password', s);

    // Any other page sends them back here (after a reload the one-time password is asked again).
    await s.goto(`${baseUrl}/subjects`);
    await s.waitForURL(/\/choose-password$/);
    await s.getByRole('heading', { level: 1, name: 'Choose your password' }).waitFor();
    await expect(s.getByLabel(/^One-time password/)).toHaveValue('');
    const refused = await s.request.get(`${baseUrl}/api/subjects`);
    assert.equal(refused.status(), 403, 'the server refuses other calls meanwhile');
    assert.equal((await refused.json()).code, 'PASSWORD_CHANGE_REQUIRED');

    await s.getByLabel(/^One-time password/).fill(oneTime);
    await s.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await s.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    await s.getByRole('button', { name: 'Save my password' }).click();
    await s.waitForURL(/\/studentDashboard$/, { timeout: 15_000 });
    await expect(s.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    const me = await s.request.get(`${baseUrl}/api/auth/me`);
    assert.equal(me.status(), 200);
    assert.equal((await me.json()).data.mustChangePassword, false, 'the flag is gone');
    await shot('first-dashboard', s);

    // The new password works from now on; the one-time password no longer does.
    const again = await s.request.post(`${baseUrl}/api/auth/login`, { data: { username: students[0].username, password: NEW_PASSWORD } });
    assert.equal(again.status(), 200, 'signed in with the chosen password');
    const old = await s.request.post(`${baseUrl}/api/auth/login`, { data: { username: students[0].username, password: oneTime } });
    assert.notEqual(old.status(), 200, 'the one-time password is spent');
    await context.close();
    expect(errors, "the student's page threw").toEqual([]);

    // Manage Users: the new students with their role and class, found by the class filter.
    await page.goto('/manage-users');
    await page.getByRole('heading', { level: 1, name: 'Manage Users' }).waitFor();
    await page.getByPlaceholder('Search users', { exact: true }).fill(`e2e_ada_${stamp}`);
    await until(async () => (await page.getByTestId('user-row').count()) === 1, 'the search to list the new student');
    const row = page.getByTestId('user-row').first();
    await expect(row).toContainText(students[0].name);
    await expect(row).toContainText('Student');
    await expect(row).toContainText(CLASS);
    await page.getByPlaceholder('Search users', { exact: true }).fill('');
    await choose(page, 'Role', 'Student');
    await choose(page, 'Class', CLASS);
    await until(async () => (await page.getByTestId('user-row').count()) === 1, 'the class filter to keep one student');
    await expect(page.getByTestId('user-row').first()).toContainText(students[0].username);
    await shot('users-role-class');

    // Ada forgets her password: the admin prints her a new slip from her details page.
    const found = await page.request.get(`${baseUrl}/api/search-users`, { params: { query: students[0].username } });
    const adaId = (await found.json()).results[0].id;
    await page.goto(`/userDetails/${adaId}`);
    await page.getByRole('button', { name: 'New login slip' }).click();
    const ask = page.getByRole('dialog', { name: 'Print a new login slip?' });
    await expect(ask).toContainText('they are signed out everywhere');
    await ask.getByRole('button', { name: 'Yes' }).click();
    const newSlip = page.getByTestId('login-slip');
    await expect(newSlip).toHaveCount(1);
    await expect(newSlip).toContainText(`Class: ${CLASS}`);
    const reprinted = (await newSlip.locator('dd').nth(1).innerText()).trim();
    assert.match(reprinted, /^[a-z2-9]{3}-[a-z2-9]{3}-[a-z2-9]{3}$/, `a new one-time password (${reprinted})`);
    assert.notEqual(reprinted, oneTime);
    await shot('new-slip');
    const anonymous = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const forgotten = await anonymous.request.post(`${baseUrl}/api/auth/login`, { data: { username: students[0].username, password: NEW_PASSWORD } });
    assert.equal(forgotten.status(), 401, 'the password she had no longer works');
    const withSlip = await anonymous.request.post(`${baseUrl}/api/auth/login`, { data: { username: students[0].username, password: reprinted } });
    assert.equal(withSlip.status(), 200, 'the new slip signs in');
    await anonymous.close();
    await page.getByRole('button', { name: `Back to ${students[0].username}` }).click();
    await page.getByRole('button', { name: 'New login slip' }).waitFor();
  });

  test('creates an achievement with an earning rule, listed in words', async ({ page, shot }) => {
    await page.goto('/manage-achievement');
    await page.getByRole('heading', { level: 1, name: 'Manage Achievements' }).waitFor();
    await page.getByRole('link', { name: 'Create Achievements' }).click();
    await page.waitForURL(/\/create-achievement$/);
    await page.getByRole('textbox', { name: /^Title/ }).fill(ACHIEVEMENT);
    await page.getByRole('textbox', { name: /^Description/ }).fill('Complete ten exams.');
    await choose(page, /^Earning rule/, 'Exams completed');
    const count = page.getByRole('spinbutton', { name: /^Complete this many exams/ });
    await count.fill('10');
    // A two-number rule shows both of its numbers; back to the one-number rule.
    await choose(page, /^Earning rule/, 'Mastery of one subject');
    await page.getByRole('spinbutton', { name: /^Average at least \(%\) in one subject/ }).waitFor();
    await page.getByRole('spinbutton', { name: /^Over at least this many exams/ }).waitFor();
    await choose(page, /^Earning rule/, 'Exams completed');
    await expect(count).toHaveValue('10');
    await shot('achievement-rule');
    await page.getByRole('button', { name: 'Save Achievements' }).click();
    await page.getByText('Achievements created: 1.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();

    await page.goto('/manage-achievement');
    await page.getByRole('searchbox', { name: 'Search achievements' }).fill(ACHIEVEMENT);
    await until(async () => (await page.getByTestId('list-row').count()) === 1, 'the search to find the new achievement');
    await expect(page.getByTestId('list-row').first()).toContainText('Complete 10 exams');
    await shot('achievements-rules');
  });
});

test.describe('a student', () => {
  test('retakes a practice attempt and finds "Earlier tries" on its review', async ({ page, baseUrl, shot }) => {
    test.setTimeout(180_000);
    // Signed in afresh: earlier specs may have ended the setup project's stored session.
    await signIn(page, baseUrl, DEMO.student);
    await openQuiz(page, { subject: 'Biology', topic: 1, mode: 'practice', type: 'mcq' });
    const first = await finishMcq(page, { pick: 0 });
    const attemptId = await page.evaluate(() => localStorage.getItem('lastQuizAttemptId'));
    assert.ok(attemptId, 'the attempt id is kept');

    // Taken once: no earlier tries.
    await page.goto(`/pastQuizess/${encodeURIComponent(attemptId)}`);
    await page.getByRole('heading', { level: 1, name: 'Quiz review' }).waitFor();
    await expect(page.getByRole('region', { name: 'Earlier tries' })).toHaveCount(0);

    // Retake it, answering differently.
    await page.getByRole('button', { name: 'Retake' }).click();
    await page.getByText(/^Question 1 of \d+$/i).waitFor({ timeout: 15_000 });
    await finishMcq(page, { pick: 1 });

    // The review shows the first run under "Earlier tries", not counted (practice never counts).
    await page.goto(`/pastQuizess/${encodeURIComponent(attemptId)}`);
    const earlier = page.getByRole('region', { name: 'Earlier tries' });
    await earlier.waitFor();
    await expect(earlier.getByTestId('history-run')).toHaveCount(1);
    await expect(earlier.getByTestId('history-run').first()).toContainText(`Try 1: ${first.score}%`);
    await expect(earlier.getByText('Counted for your results')).toHaveCount(0);
    await shot('earlier-tries');

    const res = await page.request.get(`${baseUrl}/api/${encodeURIComponent(attemptId)}/quiz`);
    assert.equal(res.status(), 200);
    const { history } = (await res.json()).data;
    assert.equal(history.length, 1, 'one earlier run kept');
    assert.equal(history[0].score, first.score, "the earlier run's score");
    assert.equal(history[0].counted, false, 'practice is not counted');
  });
});
