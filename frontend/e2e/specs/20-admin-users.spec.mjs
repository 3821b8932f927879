// Admin back-office (issue 6): the demo admin signs in, sees the dashboard, and manages
// a user from Add User to delete; the users.csv export has the spec's header row.
import { test, DEMO, adminNav, assert, choose, exportCsv, signIn, until } from '../fixtures.mjs';

test('the demo admin signs in with Admin Login and sees the dashboard stat cards', async ({ page, baseUrl, shot }) => {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Switch to Admin Login' }).click();
  await shot('admin-login');
  await page.getByLabel(/username/i).fill(DEMO.admin.username);
  await page.getByLabel(/password/i).first().fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.waitForURL(/\/adminDashboard$/, { timeout: 15_000 });
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor({ timeout: 15_000 });
  for (const label of ['Total Users', 'Active Users', 'Total Quizzes Completed', 'Failed Quizzes']) {
    await page.getByText(label, { exact: true }).first().waitFor();
  }
  const total = await page.getByTestId('stat-totalUsers').innerText();
  assert.match(total, /Total Users/);
  assert.match(total, /\d/, 'the Total Users card shows a number');
  await page.getByRole('heading', { name: 'Weekly Generated Quizzes' }).waitFor();
  await page.getByRole('heading', { name: 'Active Students' }).waitFor();
  await shot('dashboard');
});

test('an admin adds, finds, edits and deletes a user', async ({ page, baseUrl, shot }) => {
  const name = `e2e_amina_${Date.now().toString(36)}`;
  await signIn(page, baseUrl, DEMO.admin, { admin: true });
  await adminNav(page, 'Manage Users');
  await page.waitForURL(/\/manage-users$/);
  await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
  await page.getByRole('table', { name: 'Manage Users' }).waitFor();
  await shot('manage-users');

  // Add User with Save and Add Another: the form clears and the notice reads the spec's text.
  await page.getByRole('link', { name: 'Add Users' }).click();
  await page.waitForURL(/\/add-user$/i);
  await page.getByRole('heading', { name: 'Add User' }).waitFor();
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Email Address').fill(`${name}@example.cm`);
  await page.getByLabel('Phone Number').fill('+237 650 000 000');
  assert.match(await page.getByRole('combobox', { name: 'Role' }).innerText(), /Student/, 'new users default to Student');
  await page.getByLabel(/^Password/).fill('e2e-pass-2026');
  await shot('add-user');
  await page.getByRole('button', { name: 'Save and Add Another' }).click();
  await page.getByText('User saved. Add another!').waitFor();
  assert.equal(await page.getByLabel('Username').inputValue(), '', 'the form is cleared for the next user');
  await shot('add-user-saved');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(/\/manage-users$/);

  // Find them by search, then by the status filter.
  const table = page.getByRole('table', { name: 'Manage Users' });
  const row = table.getByRole('link', { name, exact: true });
  await page.getByPlaceholder('Search users').fill(name);
  await row.waitFor();
  await until(async () => (await page.getByTestId('user-row').count()) === 1, 'the search to list only the new user');
  await shot('search');
  await page.getByPlaceholder('Search users').fill('');
  await choose(page, 'Status', 'Active');
  await table.getByText('Active', { exact: true }).first().waitFor();
  await row.waitFor();
  await choose(page, 'Status', 'Inactive');
  await row.waitFor({ state: 'detached' });
  await shot('filter-inactive');
  await choose(page, 'Status', 'All Users');

  // Open, edit (Save Changes) and check the details.
  await row.click();
  await page.waitForURL(/\/userDetails\//);
  await page.getByRole('heading', { level: 2, name }).waitFor();
  await page.getByText(`${name}@example.cm`).waitFor();
  await shot('user-details');
  await page.getByRole('link', { name: 'Edit User' }).click();
  await page.waitForURL(/\/edit-user\//);
  await page.getByRole('heading', { name: 'Edit User' }).waitFor();
  await page.getByLabel('Username').fill(`${name}_x`);
  await page.getByLabel('Resident').fill('Buea');
  await choose(page, 'Status', 'Inactive');
  await shot('edit-user');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('User updated.').waitFor();
  await page.waitForURL(/\/userDetails\//, { timeout: 10_000 });
  await page.getByRole('heading', { level: 2, name: `${name}_x` }).waitFor();
  await page.getByText('Buea', { exact: true }).waitFor();
  await shot('user-edited');

  // Now inactive: the Inactive filter lists them.
  await page.goto(`${baseUrl}/manage-users`);
  await choose(page, 'Status', 'Inactive');
  await table.getByRole('link', { name: `${name}_x`, exact: true }).waitFor();

  // Delete from the edit screen, through the browser's confirm.
  await table.getByRole('link', { name: `${name}_x`, exact: true }).click();
  await page.waitForURL(/\/userDetails\//);
  await page.getByRole('link', { name: 'Edit User' }).click();
  await page.waitForURL(/\/edit-user\//);
  await page.getByLabel('Username').and(page.locator(`[value="${name}_x"]`)).waitFor();
  let confirmText = null;
  page.once('dialog', (d) => {
    confirmText = d.message();
    void d.accept();
  });
  await page.getByRole('button', { name: 'Delete User' }).click();
  await page.getByText('User removed!').waitFor();
  assert.equal(confirmText, 'Are you sure you want to delete this user?');
  await page.waitForURL(/\/manage-users$/, { timeout: 10_000 });
  await page.getByPlaceholder('Search users').fill(name);
  await page.getByText('No users found.').waitFor();
  await shot('user-deleted');
});

test('the users export downloads users.csv with the spec header row', async ({ page, baseUrl, shot }) => {
  await signIn(page, baseUrl, DEMO.admin, { admin: true });
  await adminNav(page, 'Manage Users');
  await page.getByRole('table', { name: 'Manage Users' }).waitFor();
  const { name, header } = await exportCsv(page);
  assert.equal(name, 'users.csv');
  assert.equal(header, 'Username,Email,Status,Created At');
  await shot('export');
});

test('an admin approves a teacher request from Manage Users', async ({ page, baseUrl, shot }) => {
  // Someone signs up as a teacher (onboarding's call): a student with a request.
  const name = `e2e_tchr_${Date.now().toString(36)}`;
  const made = await page.request.post(`${baseUrl}/api/auth/register`, {
    data: { username: name, email: `${name}@example.cm`, phoneNumber: '677000000', password: 'Mango-season-2026', confirmPassword: 'Mango-season-2026', role: 'teacher' },
  });
  assert.equal(made.status(), 201);
  await signIn(page, baseUrl, DEMO.admin, { admin: true });
  await adminNav(page, 'Manage Users');
  await page.waitForURL(/\/manage-users$/);
  const requests = page.getByRole('region', { name: /^Teacher requests \(\d+\)$/ });
  await requests.waitFor();
  await requests.getByText(name, { exact: true }).waitFor();
  await shot('teacher-requests');
  await requests.getByRole('button', { name: `Approve ${name} as a teacher` }).click();
  await page.getByText(`${name} is now a teacher.`).waitFor();
  await until(async () => (await requests.getByText(name, { exact: true }).count()) === 0, 'the request leaves the list');
  const user = await page.request.get(`${baseUrl}/api/user/${(await made.json()).id}`);
  assert.equal((await user.json()).data.role, 'teacher');
  await shot('teacher-approved');
});
