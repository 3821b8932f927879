// Settings: the profile details and picture, then a password change (the old one stops
// working, the new one signs in), put back afterwards so later specs can still sign in.
import { test, expect, DEMO, assert, nav, signIn } from '../fixtures.mjs';

// A 2x2 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function changePassword(page, password, { confirm = password, current } = {}) {
  await nav(page, 'Settings');
  await page.waitForURL(/\/settings$/);
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
  await page.getByRole('link', { name: /Update Your Password/ }).click();
  await page.waitForURL(/\/update-password$/);
  await page.getByRole('heading', { name: 'Change password' }).waitFor();
  await page.getByLabel('Current password', { exact: false }).first().fill(current);
  await page.getByLabel('New password', { exact: false }).first().fill(password);
  await page.getByLabel('Confirm new password', { exact: false }).first().fill(confirm);
  await page.getByRole('button', { name: 'Update Password' }).click();
}

async function tryLogin(page, baseUrl, username, password) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/password/i).first().fill(password);
  await page.getByRole('button', { name: 'Get Started' }).click();
}

test('the student updates their details and picture', async ({ page, baseUrl, shot }) => {
  await signIn(page, baseUrl, DEMO.student);
  await nav(page, 'Settings');
  await page.getByRole('link', { name: /Update Your User Details/ }).click();
  await page.waitForURL(/\/updateUserDetails$/);
  await page.getByRole('heading', { name: 'Your details' }).waitFor();
  const resident = page.getByLabel('School or residence');
  await page.getByLabel('Username').waitFor();
  assert.equal(await page.getByLabel('Username').inputValue(), 'student');
  await resident.fill('Bamenda, Up Station');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('alert').filter({ hasText: 'Your details have been updated.' }).waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'Your details' }).waitFor();
  await page.waitForFunction(() => document.querySelector('input[value="Bamenda, Up Station"]') !== null);

  // Picture upload: the new picture is served back and shows.
  await page.getByTestId('picture-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByText('me.png').waitFor();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: 'Picture updated' }).waitFor();
  const avatar = page.getByRole('img', { name: 'Profile picture of student' });
  await avatar.waitFor();
  const src = await avatar.getAttribute('src');
  assert.match(src, /^\/files\//);
  const res = await page.request.get(`${baseUrl}${src}`);
  assert.equal(res.status(), 200, `the uploaded picture is served (${src})`);
  await page.waitForFunction((s) => [...document.images].some((i) => i.getAttribute('src') === s && i.complete && i.naturalWidth > 0), src);
  await shot('details');
});

test('the student changes their password and signs in with the new one', async ({ page, baseUrl, shot }) => {
  const fresh = 'new-secret-2026!';
  await signIn(page, baseUrl, DEMO.student);

  // The form checks both fields and that they match.
  await nav(page, 'Settings');
  await page.getByRole('link', { name: /Update Your Password/ }).click();
  await page.getByRole('button', { name: 'Update Password' }).click();
  await page.getByText('Please fill in both fields.').waitFor();
  await changePassword(page, fresh, { confirm: 'something-else', current: DEMO.student.password });
  await page.getByText('Passwords do not match.').waitFor();
  await shot('password-mismatch');

  await changePassword(page, fresh, { current: DEMO.student.password });
  await page.getByRole('alert').filter({ hasText: 'Your password has been changed.' }).waitFor();
  await page.waitForURL(/\/settings$/);
  await shot('password-changed');

  await nav(page, 'Logout');
  await page.waitForURL(/\/login$/);

  // The old password no longer works.
  await tryLogin(page, baseUrl, DEMO.student.username, DEMO.student.password);
  await page.getByRole('alert').filter({ hasText: 'Error' }).waitFor();
  await expect(page).toHaveURL(/\/login$/);

  // The new one does.
  await signIn(page, baseUrl, { username: DEMO.student.username, password: fresh });
  await page.getByRole('heading', { name: /Welcome back, student!/ }).waitFor();

  // Put the demo password back.
  await changePassword(page, DEMO.student.password, { current: fresh });
  await page.getByRole('alert').filter({ hasText: 'Your password has been changed.' }).waitFor();
  await nav(page, 'Logout');
  await page.waitForURL(/\/login$/);
  await signIn(page, baseUrl, DEMO.student);
});
