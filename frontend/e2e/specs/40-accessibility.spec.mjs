// The keyboard path and text size (WCAG 2.1 AA, issue 20): Tab reaches the skip link first and
// Enter puts the focus in the main content; answering a question by keyboard moves the focus to
// the next question's heading and the live region says which question it is; at phone width
// with the text at 200% the dashboard and the quiz page neither scroll sideways nor clip text.
// Every shot() also runs axe-core on the screen (fixtures.mjs).
import { DEMO, SIZES, assert, expect, openQuiz, questionPosition, signIn, test } from '../fixtures.mjs';

/** What has the focus: its tag, id, role and text. */
function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      text: (el?.textContent ?? '').trim(),
      inMain: !!el?.closest('main#main'),
    };
  });
}

/** Horizontal scrolling of the page, and elements whose text is cut off by their box. */
function overflow(page) {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const clipped = [];
    for (const el of document.querySelectorAll('main *, header *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
      if (!own || !el.getClientRects().length) continue;
      const style = getComputedStyle(el);
      const hides = ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
      // Visually hidden text (live regions) is 1 px on purpose.
      if (!hides || el.clientWidth <= 1) continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) {
        clipped.push(`${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')}: ${el.textContent.trim().slice(0, 40)}`);
      }
    }
    return { scrollWidth: doc.scrollWidth, width: window.innerWidth, clipped };
  });
}

/** Sets the text size on <html> (as a browser's text size setting does) and checks the page. */
async function checkLargeText(page, what) {
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  await page.waitForTimeout(300);
  const o = await overflow(page);
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '';
  });
  assert.ok(o.scrollWidth <= o.width, `${what} at 200% text scrolls sideways: ${o.scrollWidth} px wide in a ${o.width} px window`);
  assert.deepEqual(o.clipped, [], `${what} at 200% text clips text`);
}

for (const size of ['desktop', 'phone']) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport: SIZES[size] });

    test(`the keyboard path: skip link, main content, answering moves to the next question (${size})`, async ({ page, baseUrl, shot }) => {
      await signIn(page, baseUrl, DEMO.student);
      // A page freshly opened: the focus starts at the top of the document.
      await page.goto('/studentDashboard');
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();

      // The first Tab reaches the skip link, which shows; Enter moves the focus to <main id="main">.
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await shot(`skip-link-${size}`);
      await page.keyboard.press('Enter');
      expect(await focused(page)).toMatchObject({ tag: 'main', id: 'main' });
      await page.keyboard.press('Tab');
      expect((await focused(page)).inMain, 'the next Tab stays in the main content').toBe(true);

      // A multiple-choice exam without a timer, answered by keyboard only.
      // The sidebar that openQuiz uses shows at desktop size; the quiz is then answered at this size.
      await page.setViewportSize(SIZES.desktop);
      await openQuiz(page, { subject: 'Mathematics', topic: 0, mode: 'exam', type: 'mcq', timer: false });
      await page.setViewportSize(SIZES[size]);
      const { total } = await questionPosition(page);
      assert.ok(total >= 3, `need at least 3 questions, got ${total}`);
      const status = page.getByRole('status').filter({ hasText: /^Question \d+ of \d+$/ });
      await expect(status).toHaveText(`Question 1 of ${total}`);
      await expect(status).toHaveAttribute('aria-live', 'polite');

      // Question 1: the number key chooses the first option, Enter goes on.
      await page.keyboard.press('1');
      await expect(page.getByRole('radiogroup').last().getByRole('radio').first()).toHaveAttribute('aria-checked', 'true');
      await page.keyboard.press('Enter');
      await expect(status).toHaveText(`Question 2 of ${total}`);
      let now = await focused(page);
      expect(now.tag, 'the focus is on the new question').toBe('h2');
      expect(now.id).toBe('question-text');
      await expect(page.locator('#question-text')).toBeFocused();
      await shot(`question-2-focused-${size}`);

      // Question 2: Tab from the heading to the first option, Space chooses it, Tab to Next, Enter.
      await page.keyboard.press('Tab');
      const first = page.getByRole('radiogroup').last().getByRole('radio').first();
      await expect(first).toBeFocused();
      await page.keyboard.press('Space');
      await expect(first).toHaveAttribute('aria-checked', 'true');
      const next = page.getByRole('button', { name: 'Next', exact: true });
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(status).toHaveText(`Question 3 of ${total}`);
      now = await focused(page);
      expect(now.id, 'the focus is on the third question').toBe('question-text');

      // The timer is off here; the time warning region exists only with a timer.
      await expect(page.getByRole('timer')).toHaveCount(0);
    });

    test(`200% text: the dashboard and the quiz page neither scroll sideways nor clip text at phone width (${size})`, async ({ page, baseUrl }) => {
      test.skip(size !== 'phone', 'checked at phone width');
      await signIn(page, baseUrl, DEMO.student);
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      await checkLargeText(page, 'the dashboard');
      await page.setViewportSize(SIZES.desktop);
      await openQuiz(page, { subject: 'Biology', topic: 0, mode: 'practice', type: 'mcq' });
      await page.setViewportSize(SIZES.phone);
      await checkLargeText(page, 'the quiz page');
    });
  });
}
