// The admin routes are for admins only (issue 6): a student or a signed-out visitor who
// opens /manage-users is sent away.
import { assert, DEMO, signIn } from '../lib.mjs';

export const tests = {
  'a student who opens /manage-users is sent to the student dashboard': async ({ page, baseUrl, shot }) => {
    await signIn(page, baseUrl, DEMO.student);
    await page.goto(`${baseUrl}/manage-users`);
    await page.waitForURL(/\/studentDashboard$/, { timeout: 10_000 });
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Manage Users' }).count(), 0);
    assert.equal(await page.getByRole('navigation', { name: 'Admin navigation' }).count(), 0);
    await shot('student-sent-away');
  },

  'a signed-out visitor who opens /manage-users is sent to the login page': async ({ page, baseUrl, shot }) => {
    await page.goto(`${baseUrl}/manage-users`);
    await page.waitForURL(/\/login$/, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Get Started' }).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Manage Users' }).count(), 0);
    await shot('signed-out-sent-away');
  },
};
