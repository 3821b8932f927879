// Signs the demo student and admin in once and stores their sessions for the specs that
// only need to be signed in (test.use({ storageState: STATE.… })).
import { DEMO, STATE, signIn, test } from '../fixtures.mjs';

test('the demo student signs in', async ({ page, baseUrl }) => {
  await signIn(page, baseUrl, DEMO.student);
  await page.context().storageState({ path: STATE.student });
});

test('the demo admin signs in', async ({ page, baseUrl }) => {
  await signIn(page, baseUrl, DEMO.admin, { admin: true });
  await page.context().storageState({ path: STATE.admin });
});
