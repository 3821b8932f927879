// The admin routes are for admins only (issue 6): a student or a signed-out visitor who
// opens /manage-users is sent away.
import { test, expect, DEMO, signIn } from '../fixtures.mjs';

test('a student who opens /manage-users is sent to the student dashboard', async ({ page, baseUrl, shot }) => {
  await signIn(page, baseUrl, DEMO.student);
  await page.goto(`${baseUrl}/manage-users`);
  await page.waitForURL(/\/studentDashboard$/, { timeout: 10_000 });
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toHaveCount(0);
  await shot('student-sent-away');
});

test('a signed-out visitor who opens /manage-users is sent to the login page', { tag: '@phone' }, async ({ page, baseUrl, shot }) => {
  await page.goto(`${baseUrl}/manage-users`);
  await page.waitForURL(/\/login$/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Get Started' }).waitFor();
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toHaveCount(0);
  await shot('signed-out-sent-away');
});
