// The public landing page (issue 6): it renders, 'Start Your Journey' leads to
// /userJourney, and nothing is loaded from another host.
import { test, assert } from '../fixtures.mjs';

test('the landing page loads only from its own host and Start Your Journey opens /userJourney', { tag: '@phone' }, async ({ page, baseUrl, shot }) => {
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${baseUrl}/`);
  await page.getByRole('heading', { level: 1, name: 'Know your curriculum, one quiz at a time.' }).waitFor();
  await page.getByText('Join 30,000 students already learning with Sabi.').waitFor();
  await page.getByRole('link', { name: 'Login' }).first().waitFor();
  await page.getByRole('link', { name: "I'm a Teacher" }).waitFor();
  await page.getByRole('button', { name: 'Play the Sabi explainer' }).waitFor();
  // Scroll through the page so lazy images and sections load before the check.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await shot('landing');

  await page.getByRole('link', { name: 'Start Your Journey' }).first().click();
  await page.waitForURL(/\/userJourney$/);
  await page.waitForLoadState('networkidle');
  await shot('user-journey');

  const outside = requests.filter((u) => !u.startsWith(baseUrl) && !u.startsWith('data:') && !u.startsWith('blob:'));
  assert.deepEqual(outside, [], 'the landing page asks no other host');
  assert.ok(requests.some((u) => u.startsWith(baseUrl)), 'requests were seen');
});

// Issue 20, item 3: on a slow phone the app's code takes seconds to arrive; the page the server
// sends for / draws the header and hero from HTML alone, and its links work without a script.
test('before its code arrives, the landing page reads and its links lead on', { tag: '@phone' }, async ({ page, baseUrl, shot }) => {
  let held = 0;
  await page.route('**/assets/**', (route) => {
    if (route.request().resourceType() !== 'script') return route.continue();
    held += 1;
    return route.abort();
  });
  await page.goto(`${baseUrl}/`);
  await page.getByRole('heading', { level: 1, name: 'Know your curriculum, one quiz at a time.' }).waitFor();
  await page.getByText('Join 30,000 students already learning with Sabi.').waitFor();
  assert.ok(held > 0, 'the app’s scripts were held back');
  assert.equal(await page.locator('#root [data-shell]').count(), 1, 'drawn by the HTML, not by the app');
  await shot('landing-before-its-code');
  await page.unroute('**/assets/**');
  // A plain link: it opens the login page, which the app then draws.
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Login' }).click();
  await page.waitForURL(/\/login$/);
  await page.getByRole('button', { name: 'Get Started' }).waitFor();
});
