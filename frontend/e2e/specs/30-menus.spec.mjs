// The mobile menus of the one layout every role shares: at phone size the sidebar is behind
// the menu button; the student's menu lists the sidebar's links, the admin's adds Sign in,
// Notifications and Review Users.
import { DEMO, expect, signIn, STATE, test } from '../fixtures.mjs';

test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'phone', 'the menu button shows at phone size only');
});

test.describe('student', () => {
  // Signs in afresh: the password spec ended the stored student session (a new password ends the others).
  test('the student opens Subjects from the mobile menu', { tag: '@phone' }, async ({ page, baseUrl, shot }) => {
    await signIn(page, baseUrl, DEMO.student);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Home', 'Subjects', 'Weekly Quizzes', 'LeaderBoard', 'Report Card', 'Settings', 'Logout']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await shot('student-menu');
    await menu.getByRole('link', { name: 'Subjects', exact: true }).click();
    await expect(page).toHaveURL(/\/subjects$/);
    await expect(menu).toHaveCount(0);
  });
});

test.describe('admin', () => {
  test.use({ storageState: STATE.admin });

  test('the admin mobile menu adds Sign in, Notifications and Review Users', { tag: '@phone' }, async ({ page, shot }) => {
    await page.goto('/adminDashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    for (const name of ['Home', 'Manage Users', 'Sign in', 'Notifications', 'Review Users']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await shot('admin-menu');
    await menu.getByRole('link', { name: 'Review Users', exact: true }).click();
    await expect(page).toHaveURL(/\/review-users$/);
  });
});
