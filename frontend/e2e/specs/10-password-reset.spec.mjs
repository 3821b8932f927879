// Forgotten password: the reset mail (the server's outbox) carries a link that sets a new one.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, assert, signIn } from '../fixtures.mjs';

function lastResetLink(dataDir, to) {
  const dir = join(dataDir, 'outbox');
  const mails = readdirSync(dir)
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .filter((m) => m.includes(`To: ${to}`) && /reset-password[/#]/.test(m));
  const link = mails.at(-1)?.match(/https?:\/\/\S+\/reset-password[/#]\S+/)?.[0];
  return link;
}

test('a teacher resets a forgotten password through the mailed link and signs in', async ({ page, baseUrl, shot, dataDir }) => {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await page.waitForURL(/\/forgot-password$/);
  await page.getByLabel(/Email/).fill('teacher@sabi.school');
  await shot('forgot');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByText('Check your mail').waitFor();
  await page.getByText('We have sent a password recover instruction to your email.').waitFor();
  await page.getByRole('link', { name: "Skip, I'll confirm later" }).waitFor();
  await shot('check-mail');

  let link;
  for (let i = 0; i < 20 && !link; i += 1) {
    try {
      link = lastResetLink(dataDir, 'teacher@sabi.school');
    } catch {
      // The outbox folder appears with the first mail.
    }
    if (!link) await page.waitForTimeout(250);
  }
  assert.ok(link, 'a reset mail with a link in the outbox');
  // The token rides in the fragment (`/reset-password#token=...`).
  const url = new URL(link);
  const token = new URLSearchParams(url.hash.slice(1)).get('token');
  assert.ok(token, `the link carries its token in the fragment (${link})`);
  await page.goto(`${baseUrl}${url.pathname}${url.hash}`);
  await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
  await page.getByLabel(/^New password/).first().fill('Classroom-new-2026');
  await page.getByLabel(/^Confirm password/).first().fill('Classroom-new-2027');
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('Passwords do not match.').waitFor();
  await page.getByLabel(/^Confirm password/).first().fill('Classroom-new-2026');
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('Your password has been changed. You can log in now.').waitFor();
  await shot('reset-done');

  // The link works once.
  const again = await page.request.post(`${baseUrl}/api/auth/reset-password/confirm`, {
    data: { token, password: 'Another-pass-2026', confirmPassword: 'Another-pass-2026' },
  });
  assert.ok(again.status() >= 400, `a used link is refused (${again.status()})`);

  // Teachers land on their classes after sign-in (issue 19).
  await signIn(page, baseUrl, { username: 'teacher', password: 'Classroom-new-2026' });
  await page.waitForURL(/\/teacher$/);
  await page.getByRole('heading', { level: 1, name: 'My classes' }).waitFor();
});
