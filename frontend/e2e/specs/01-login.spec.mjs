// Sign-in: the demo student lands on the dashboard; a wrong password shows the server's
// error toast; logout returns to /login and revokes the session on the server.
import { test, expect, DEMO, assert, holdAppScripts, nav, signIn } from '../fixtures.mjs';

test('the login page shows the student form', { tag: '@phone' }, async ({ page, baseUrl, shot }) => {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('heading', { name: 'Student Login' }).waitFor();
  await page.getByText('Log in to the product').waitFor();
  await page.getByText('Ask your teacher to create one for you').waitFor();
  await shot('login-page');
  await page.getByRole('button', { name: 'Switch to Admin Login' }).click();
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  await page.getByRole('link', { name: "Don't have an account? Sign Up" }).waitFor();
  await page.getByRole('button', { name: 'Switch to Student Login' }).click();
  await page.getByRole('heading', { name: 'Student Login' }).waitFor();
});

test('a wrong password shows the server error toast', { tag: '@phone' }, async ({ page, baseUrl, shot }) => {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/username/i).fill(DEMO.student.username);
  await page.getByLabel(/password/i).first().fill('not-the-password');
  await page.getByRole('button', { name: 'Get Started' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Error' });
  await toast.waitFor();
  const text = (await toast.innerText()).trim();
  // The server's own words come first, not the generic fallback.
  assert.ok(!/Login failed\./.test(text), `expected the server's error text, got: ${text}`);
  assert.ok(text.length > 'Error'.length + 3, `toast too short: ${text}`);
  await shot('wrong-password');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Get Started' }).waitFor();
});

test('the demo student signs in, sees the dashboard and logs out', async ({ page, baseUrl, shot }) => {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/username/i).fill(DEMO.student.username);
  await page.getByLabel(/password/i).first().fill(DEMO.student.password);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('alert').filter({ hasText: 'Login successful!' }).waitFor();
  await page.waitForURL(/\/studentDashboard$/, { timeout: 15_000 });
  await page.getByRole('heading', { name: /Welcome back, student!/ }).waitFor();
  for (const label of ['Day streak', 'Total attempts', 'Average score', 'Achievements']) {
    await page.getByText(label, { exact: true }).first().waitFor();
  }
  await page.getByRole('heading', { name: 'My Subjects' }).waitFor();
  await page.getByRole('heading', { name: 'My Past Quizzes' }).waitFor();
  // Form 2's subjects are listed.
  await page.getByRole('main').getByRole('link').first().waitFor();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  assert.equal(stored?.username, 'student');
  assert.ok(!('password' in stored), 'the stored user must not keep the password');
  assert.equal(await page.evaluate(() => localStorage.getItem('className')), 'Form 2');
  await page.waitForLoadState('networkidle');
  await shot('dashboard');

  // Opened again, the page's HTML asks for the dashboard's figures before the app's code runs
  // (public/shell/early-calls.js), and the app takes that answer up: each is asked for once.
  const figures = [];
  const countFigures = (request) => {
    if (new URL(request.url()).pathname === `/api/${stored.uid}/stats`) figures.push(request.url());
  };
  page.on('request', countFigures);
  await page.reload();
  await page.getByRole('heading', { name: /Welcome back, student!/ }).waitFor();
  await page.getByText('Day streak', { exact: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
  page.off('request', countFigures);
  assert.ok((await page.locator('link[data-early-call]').count()) >= 4, 'the early calls were asked for');
  assert.equal(figures.length, 1, `the figures are asked for once, not again by the app: ${figures.join(', ')}`);

  const session = (await page.context().cookies()).find((c) => c.name === 'sabi_session');
  assert.ok(session?.httpOnly, 'the session cookie is HttpOnly');
  const before = await page.request.get(`${baseUrl}/api/auth/me`, { headers: { Authorization: `Bearer ${session.value}` } });
  assert.equal(before.status(), 200);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Logout' }).click();
  await page.waitForURL(/\/login$/);
  await page.getByRole('heading', { name: 'Student Login' }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('user')), null);
  // Logout revoked the session itself: a copy of its token kept elsewhere is refused.
  const copy = await page.request.get(`${baseUrl}/api/auth/me`, { headers: { Authorization: `Bearer ${session.value}` } });
  assert.equal(copy.status(), 401);
  // The session is gone on the server too: a student page sends us back to /login.
  await page.goto(`${baseUrl}/studentDashboard`);
  await page.waitForURL(/\/login$/);
});

test('a page whose code is gone (a new version was deployed) reloads itself once', async ({ page, baseUrl }) => {
  await signIn(page, baseUrl, DEMO.student);
  let aborted = 0;
  await page.route(/\/assets\/LeaderBoard-[^/]*\.js$/, (route) => {
    aborted += 1;
    return route.abort();
  }, { times: 1 });
  await nav(page, 'LeaderBoard');
  await page.getByRole('heading', { name: 'LeaderBoard' }).waitFor();
  assert.equal(aborted, 1);
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
});

test('an unknown page shows 404', { tag: '@phone' }, async ({ page, baseUrl }) => {
  await signIn(page, baseUrl, DEMO.student);
  await page.goto(`${baseUrl}/no-such-page`);
  await page.getByText('404 Not Found').waitFor();
});

// Issue 20, item 3: on a slow phone the app's code takes seconds to arrive. The page the server
// sends for /login draws the form from HTML alone and a small script makes it work: the
// student types and presses Get Started before the app is there, and the app, once it comes,
// takes over what was typed and signs in with that press.
test('before its code arrives, the login form signs in and says so, and the app goes on with that answer once it comes', { tag: '@phone' }, async ({ page, baseUrl, shot }) => {
  // The app's scripts wait until released.
  const { release, held } = await holdAppScripts(page);
  const signIns = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/login') signIns.push(request);
  });
  // Not until 'load': the held scripts keep the page from loading.
  await page.goto(`${baseUrl}/login`, { waitUntil: 'commit' });
  const shellForm = page.locator('#root [data-shell] form');
  await shellForm.getByRole('heading', { level: 1, name: 'Student Login' }).waitFor();
  const go = shellForm.getByRole('button', { name: 'Get Started' });
  await expect(go).toBeEnabled();
  // A wrong password first: the server's refusal, and the form is free again.
  await shellForm.getByLabel(/username/i).fill(DEMO.student.username);
  await shellForm.getByLabel(/password/i).fill('not-the-password');
  await go.click();
  const shellToast = page.locator('#root [data-shell] [data-shell-toast]');
  await expect(shellToast).toContainText('Error');
  await expect(go).toBeEnabled();
  await shot('login-before-its-code-refused');
  await shellForm.getByLabel(/password/i).fill(DEMO.student.password);
  await go.click();
  await expect(shellForm.getByRole('button', { name: 'Logging in ...' })).toBeDisabled();
  await expect(shellToast).toHaveText(/Success\s*Login successful!/);
  assert.ok(held() > 0, 'the app’s scripts were held back');
  assert.equal(signIns.length, 2, 'each press sent one sign-in');
  await shot('login-before-its-code');
  // The code arrives: the app draws the page, goes on with that answer (no sign-in of its own),
  // and redirects at once: the 3 s ran from the success shown above.
  await page.waitForTimeout(3_000);
  release();
  await expect(page.locator('#root [data-shell]')).toHaveCount(0);
  await page.waitForURL(/\/studentDashboard$/, { timeout: 15_000 });
  await page.getByRole('heading', { name: /Welcome back, student!/ }).waitFor();
  assert.equal(signIns.length, 2, 'the app sent no sign-in of its own');
});