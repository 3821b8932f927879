// Onboarding at /userJourney: sign-up with the debounced availability checks, role, school,
// class, stream, subjects, intro; then /login and signing in as the new account.
import { test, expect, assert, signIn } from '../fixtures.mjs';

const stamp = Date.now().toString(36).slice(-5);

async function step(page, n) {
  await page.getByText(`Step ${n} of 7`).waitFor();
}

function choose(page, group, name) {
  return page.getByRole('radiogroup', { name: group }).getByRole('radio', { name, exact: true }).click();
}

async function signUp(page, shot, who) {
  await page.getByRole('heading', { name: 'Start Your Journey' }).waitFor();
  await step(page, 1);
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();

  // Availability checks: an existing username and e-mail are reported taken...
  await page.getByLabel('Username').fill('student');
  await page.getByTestId('username-status').filter({ hasText: 'Username already taken' }).waitFor();
  await page.getByLabel('Email').fill('student@sabi.school');
  await page.getByTestId('email-status').filter({ hasText: 'Email already registered' }).waitFor();
  await expect(page.getByRole('button', { name: 'Sign Up' }), 'Sign Up is disabled while a name is taken').toBeDisabled();
  // ...short values are not checked at all...
  await page.getByLabel('Username').fill('ab');
  await page.waitForTimeout(800);
  await expect(page.getByTestId('username-status')).toHaveCount(0);
  // ...and new ones are available.
  await page.getByLabel('Username').fill(who.username);
  await page.getByTestId('username-status').filter({ hasText: 'Username available' }).waitFor();
  await page.getByLabel('Email').fill(who.email);
  await page.getByTestId('email-status').filter({ hasText: 'Email available' }).waitFor();
  await page.getByLabel('Phone Number').fill('+237 650 000 000');
  await page.getByLabel(/^Password/).first().fill(who.password);
  await page.getByLabel(/^Confirm Password/).first().fill(`${who.password}-typo`);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByText('Oops!').waitFor();
  await page.getByText('Passwords do not match.').waitFor();
  await shot('signup-mismatch');
  await page.getByText('Oops!').waitFor({ state: 'hidden', timeout: 6000 });
  await page.getByLabel(/^Confirm Password/).first().fill(who.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('alert').filter({ hasText: 'Account created!' }).waitFor();
  await step(page, 2);
}

async function finishAndSignIn(page, baseUrl, shot, who) {
  await step(page, 7);
  await page.getByRole('heading', { name: 'Welcome to Sabi' }).waitFor();
  await page.getByRole('img', { name: 'Introduction video' }).waitFor();
  await shot('intro');
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.waitForURL(/\/login$/, { timeout: 10_000 });
  await page.getByText('Your account is ready. Please log in.').waitFor();
  await shot('login-after-onboarding');
  await signIn(page, baseUrl, who);
  await page.getByRole('heading', { name: `Welcome back, ${who.username}!` }).waitFor();
}

test('a student registers with a streamed class and chosen subjects, then signs in', async ({ page, baseUrl, shot }) => {
  const who = { username: `amina${stamp}`, email: `amina${stamp}@example.cm`, password: 'Amina-pass-2026' };
  await page.goto(`${baseUrl}/userJourney`);
  await shot('signup');
  await signUp(page, shot, who);

  // Step 1: role. Next waits for a choice; Back is there, and Skip.
  await page.getByRole('heading', { name: 'Who are you?' }).waitFor();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'Back' }).waitFor();
  await page.getByRole('button', { name: 'Skip' }).waitFor();
  await choose(page, 'Who are you?', 'Student');
  await shot('role');
  await next.click();

  // Step 2: school.
  await step(page, 3);
  await expect(next).toBeDisabled();
  await choose(page, 'What kind of school do you attend?', 'Mission (confessional) school');
  await next.click();

  // Step 3: class (streamed) -> step 4: stream.
  await step(page, 4);
  await expect(next).toBeDisabled();
  await choose(page, 'Which class are you in?', 'Lower Sixth');
  await shot('class');
  await next.click();
  await step(page, 5);
  await page.getByRole('heading', { name: 'Which stream are you in?' }).waitFor();
  await expect(next, 'a streamed class needs a stream').toBeDisabled();
  await choose(page, 'Which stream are you in?', 'Science');
  await next.click();

  // Step 5: subjects of Lower Sixth, Science.
  await step(page, 6);
  await page.getByRole('heading', { name: 'Choose your subjects' }).waitFor();
  const boxes = page.getByRole('checkbox');
  await boxes.first().waitFor();
  const names = await page.locator('label').filter({ has: page.getByRole('checkbox') }).allInnerTexts();
  assert.ok(names.length >= 2, `subjects offered: ${names.join(', ')}`);
  const picked = names.slice(0, 2).map((n) => n.trim());
  for (const name of picked) await page.getByRole('checkbox', { name }).check();
  await shot('subjects');
  await next.click();

  await finishAndSignIn(page, baseUrl, shot, who);
  assert.equal(await page.evaluate(() => localStorage.getItem('className')), 'Lower Sixth');
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user')));
  assert.deepEqual([...user.subjects].sort(), [...picked].sort());
  const profile = await (await page.request.get(`${baseUrl}/api/user/${user.uid}`)).json();
  assert.equal(profile.data.role, 'student');
  assert.equal(profile.data.resident, 'Mission (confessional) school');
  assert.equal(profile.data.className, 'Lower Sixth');
  // The dashboard lists the chosen subjects.
  for (const name of picked) await page.getByRole('link', { name: `Open ${name}` }).waitFor();
  await shot('new-student-dashboard');
});

test("a teacher comes from I'm a Teacher, registers with an unstreamed class, skipping the subjects, and is a student until an admin approves", async ({ page, baseUrl, shot }) => {
  const who = { username: `tchr${stamp}`, email: `tchr${stamp}@example.cm`, password: 'Teacher-pass-2026' };
  await page.goto(`${baseUrl}/`);
  await page.getByRole('link', { name: "I'm a Teacher" }).click();
  await page.waitForURL(/\/userJourney\?role=teacher$/);
  await signUp(page, shot, who);
  const next = page.getByRole('button', { name: 'Next', exact: true });
  // Teacher is already picked, and the step says who makes a teacher.
  await expect(page.getByRole('radio', { name: 'Teacher' })).toHaveAttribute('aria-checked', 'true');
  await page.getByText('An admin of your school confirms teacher accounts. Until then you use Sabi as a student.').waitFor();
  await shot('teacher-request');
  await next.click();
  await step(page, 3);
  await choose(page, 'What kind of school do you attend?', 'Government school');
  await next.click();
  await step(page, 4);
  await choose(page, 'Which class are you in?', 'Form 1');
  await next.click();
  // Form 1 is not streamed: straight to the subjects.
  await step(page, 6);
  await page.getByRole('heading', { name: 'Choose your subjects' }).waitFor();
  // Back returns to the class, Next comes back here.
  await page.getByRole('button', { name: 'Back' }).click();
  await step(page, 4);
  await next.click();
  await step(page, 6);
  await page.getByRole('button', { name: 'Skip' }).click();
  await finishAndSignIn(page, baseUrl, shot, who);
  assert.equal(await page.evaluate(() => localStorage.getItem('className')), 'Form 1');
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user')));
  assert.equal(user.role, 'student', 'a teacher only once an admin approves (issue 19.6)');
  assert.deepEqual(user.subjects, ['English', 'Math', 'General Science']);
});
