// What every browser spec shares: the test object with its fixtures (the server's address and
// store, screenshots at desktop and phone sizes, the page-error check), the demo accounts,
// their stored sessions, and the steps a person takes (sign in, navigate, open a quiz).
import assert from 'node:assert/strict';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export { assert, expect };

const here = dirname(fileURLToPath(import.meta.url));
const SHOTS = join(here, 'screenshots');
export const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } };

/**
 * The WCAG 2.0 and 2.1 A and AA rules of axe-core, and the impacts that fail a test. Three
 * more rules that the WCAG tags leave out are on too: `region` (content outside landmarks) and
 * `heading-order` (skipped heading levels) are best practices that stand for 1.3.1 and 2.4.1,
 * and `label-content-name-mismatch` (2.5.3, "Label in Name") is still marked experimental.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const AXE_EXTRA_RULES = ['region', 'heading-order', 'label-content-name-mismatch'];
const AXE_FAILING = new Set(['moderate', 'serious', 'critical']);

/**
 * Runs axe-core on the page as it is now; returns its failing violations as readable lines
 * (rule, impact, the selectors of the nodes). With E2E_AXE=report every violation is also
 * appended to e2e/test-results/axe.jsonl and nothing fails (for an audit of the whole suite).
 */
export async function axeViolations(page, where) {
  const rules = Object.fromEntries(AXE_EXTRA_RULES.map((id) => [id, { enabled: true }]));
  const { violations } = await new AxeBuilder({ page }).options({ rules }).withTags(AXE_TAGS).analyze();
  const failing = violations.filter((v) => AXE_FAILING.has(v.impact ?? ''));
  if (process.env.E2E_AXE === 'report') {
    const out = join(here, 'test-results');
    mkdirSync(out, { recursive: true });
    for (const v of violations) {
      appendFileSync(join(out, 'axe.jsonl'), `${JSON.stringify({ where, rule: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) })}\n`);
    }
    return [];
  }
  return failing.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`);
}

export const DEMO = {
  admin: { username: 'admin', password: 'sabi-office-2026' },
  teacher: { username: 'teacher', password: 'sabi-classroom-2026' },
  student: { username: 'student', password: 'sabi-learner-2026' },
};

/** The sessions the setup project stores (test.use({ storageState: STATE.student })). */
export const STATE = {
  student: join(here, '.auth', 'student.json'),
  admin: join(here, '.auth', 'admin.json'),
};

export const test = base.extend({
  /** The server's address (the same as the configured baseURL), for the API checks. */
  baseUrl: async ({ baseURL }, use) => use(baseURL),
  /** The server's store folder (its mail outbox is read by the password reset spec). */
  dataDir: async ({}, use) => use(process.env.E2E_DATA_DIR),
  /**
   * Saves a screenshot of the page as it is now into e2e/screenshots: at desktop and phone
   * sizes in the desktop project, at phone size in the phone project. At each size it also
   * runs axe-core (WCAG 2.0/2.1 A and AA) and fails on a moderate, serious or critical
   * violation, listing each rule, its impact and the nodes' selectors. `target` is another
   * context's page (a second person in the same test); the test's own page by default.
   */
  shot: async ({ page }, use, info) => {
    mkdirSync(SHOTS, { recursive: true });
    const file = info.file.split(/[\\/]/).pop().replace('.spec.mjs', '');
    const sizes = info.project.name === 'phone' ? ['phone'] : ['desktop', 'phone'];
    await use(async (label, target = page) => {
      const before = target.viewportSize();
      const found = [];
      for (const size of sizes) {
        await target.setViewportSize(SIZES[size]);
        await target.screenshot({ path: join(SHOTS, `${file}-${label}-${size}.png`), fullPage: true, animations: 'disabled' });
        const where = `${file}-${label}-${size}`;
        for (const line of await axeViolations(target, where)) found.push(`[${size}] ${line}`);
      }
      if (before) await target.setViewportSize(before);
      expect(found, `axe-core found accessibility violations on ${file}-${label} (${target.url()}):\n${found.join('\n')}\n`).toEqual([]);
    });
  },
  /** Every test fails when the page threw an uncaught error. */
  page: async ({ page }, use) => {
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await use(page);
    expect(errors, 'the page threw').toEqual([]);
  },
});

/**
 * A cold visit on a slow phone, made slower: the app's scripts (/assets/*.js) wait until
 * `release()`, so a test sees what a page's own HTML does before its code arrives.
 * `held()` is how many were held.
 */
export async function holdAppScripts(page) {
  let held = 0;
  let release = () => undefined;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release: () => release(), held: () => held };
}

/** Signs in through the login page, as a person would. */
export async function signIn(page, baseUrl, who, { admin = false } = {}) {
  await page.goto(`${baseUrl}/login`);
  if (admin) await page.getByRole('button', { name: 'Switch to Admin Login' }).click();
  await page.getByLabel(/username/i).fill(who.username);
  await page.getByLabel(/password/i).first().fill(who.password);
  await page.getByRole('button', { name: 'Get Started' }).click();
  // A teacher lands on their classes (/teacher), a student on the dashboard.
  await page.waitForURL(admin ? /adminDashboard/ : /\/(studentDashboard|teacher)$/, { timeout: 15_000 });
}

/** Opens the home page of a role whose session the setup project stored. */
export async function openHome(page, role) {
  await page.goto(role === 'admin' ? '/adminDashboard' : '/studentDashboard');
  await expect(page.getByRole('navigation', { name: role === 'admin' ? 'Admin navigation' : 'Main navigation' })).toBeVisible();
}

/** Clicks a link of the student sidebar (the permanent one at desktop size, behind the menu
 * button at phone size). */
export async function nav(page, name) {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await menuButton.or(sidebar).first().waitFor();
  if (await menuButton.isVisible()) await menuButton.click();
  await sidebar.getByRole('link', { name }).click();
}

/** Clicks an admin sidebar link (the permanent sidebar at desktop size). */
export async function adminNav(page, name) {
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name, exact: true }).click();
}

/** Picks an option of an MUI select known by its label. */
export async function choose(page, label, option) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits until `check` returns true (the lists debounce their search): a retrying assertion. */
export async function until(check, what, ms = 10_000) {
  await expect.poll(async () => Boolean(await check()), { message: `waiting for ${what}`, timeout: ms }).toBe(true);
}

/** Clicks Export and returns the downloaded file's name, header row and non-empty lines. */
export async function exportCsv(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  return { name: download.suggestedFilename(), header: text.split(/\r?\n/)[0], lines: text.split(/\r?\n/).filter(Boolean) };
}

/**
 * Goes from the sidebar to a generated quiz's first question, the way a student does:
 * Subjects -> subject -> Start Quiz -> topic -> Next -> mode -> quiz type -> Generate Quiz ->
 * quiz information -> Start Quiz. `topic` is a topic name or a 0-based index into the list.
 * Returns the names used.
 */
export async function openQuiz(page, { subject, topic = 0, mode = 'practice', type = 'mcq', timer = true, shot } = {}) {
  await nav(page, 'Subjects');
  await page.waitForURL(/\/subjects$/);
  await page.getByRole('link', { name: `Open ${subject}` }).click();
  await page.waitForURL(/\/subjectDetails\//);
  await page.getByRole('heading', { level: 1, name: subject }).waitFor();
  if (shot) await shot('subject-details');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await page.waitForURL(/\/topics$/);
  await page.getByRole('heading', { name: 'Choose a topic' }).waitFor();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await expect(next, 'Next needs a selected topic').toBeDisabled();
  const radios = page.getByRole('radiogroup', { name: 'Choose a topic' }).getByRole('radio');
  await radios.first().waitFor();
  const choice = typeof topic === 'number' ? radios.nth(topic) : radios.filter({ hasText: topic });
  const topicName = (await choice.getByRole('heading').innerText()).trim();
  await choice.click();
  await expect(choice).toHaveAttribute('aria-checked', 'true');
  if (shot) await shot('topics');
  await next.click();
  await page.waitForURL(/\/mode$/);
  await page.getByRole('heading', { name: 'Choose a mode' }).waitFor();
  if (shot) await shot('mode');
  await page.getByRole('button', { name: mode === 'exam' ? /^Exam/ : /^Practice/ }).click();
  await page.waitForURL(new RegExp(`/start-quiz/.*/mode/${mode}$`));
  await page.getByRole('heading', { name: 'Start a quiz' }).waitFor();
  await page.getByRole('button', { name: type === 'saq' ? 'Short Answer Quiz' : 'Multiple Choice Questions' }).click();
  if (mode === 'exam') {
    const box = page.getByRole('checkbox', { name: 'Use a countdown timer' });
    if ((await box.isChecked()) !== timer) await box.click();
  }
  if (shot) await shot('start-quiz');
  await page.getByRole('button', { name: 'Generate Quiz' }).click();
  await page.waitForURL(/\/quizdetails\//, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Start Quiz' }).waitFor();
  if (shot) await shot('quiz-info');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await page.waitForURL(new RegExp(`/quiz/${type}/subject/.*/mode/${mode}$`));
  if (type === 'mcq') await page.getByText(/^Question 1 of \d+$/i).waitFor();
  return { subject, topic: topicName };
}

/** The "Question i of n" line of the multiple-choice page, as numbers. */
export async function questionPosition(page) {
  const text = await page.getByText(/^Question \d+ of \d+$/i).innerText();
  const [, i, n] = text.match(/(\d+) of (\d+)/i);
  return { index: Number(i), total: Number(n) };
}

/** The answer options of the current multiple-choice question. */
export function options(page) {
  return page.getByRole('radiogroup').last().getByRole('radio');
}

/** The option whose own text is exactly `text` (a substring match would take "8" for "18"). */
export function optionNamed(page, text) {
  return page.getByRole('radiogroup').last().getByRole('radio', { name: text, exact: true });
}

/** Shows question `i` through the question menu. */
export async function goTo(page, i, total) {
  await page.getByRole('combobox', { name: 'Go to question' }).click();
  await page.getByRole('option', { name: new RegExp(`^Question ${i}\\b`) }).click();
  await page.getByText(`Question ${i} of ${total}`).waitFor();
}

/** Counts the submissions (completed updates) that reach the server from any page of the context. */
export function countSubmissions(context) {
  const submissions = [];
  context.on('response', (res) => {
    if (res.request().method() !== 'PUT' || !res.url().includes('/updateQuizAttempt')) return;
    if (res.request().postDataJSON()?.status === 'completed') submissions.push(res.status());
  });
  return submissions;
}

/** Seconds left on the exam clock, read from the timer's accessible name. */
export async function examClock(page) {
  const label = await page.getByRole('timer').getAttribute('aria-label');
  const [, m, s] = label.match(/(\d+):(\d\d)$/);
  return Number(m) * 60 + Number(s);
}

/** An option's text without its key number. */
export async function optionText(option) {
  return (await option.innerText()).replace(/^\d+\s*/, '').trim();
}

/** Chooses option `n` of multiple-choice question `i` (of `total`) and returns its text. */
export async function answerOption(page, i, total, n) {
  await page.getByText(`Question ${i} of ${total}`).waitFor();
  const opt = options(page).nth(n);
  const text = await optionText(opt);
  await opt.click();
  await expect(opt).toHaveAttribute('aria-checked', 'true');
  return text;
}

/** Answers every question of the open multiple-choice quiz (option `pick` each time), submits and waits for the results. */
export async function finishMcq(page, { pick = 0 } = {}) {
  const { total } = await questionPosition(page);
  for (let i = 1; i <= total; i += 1) {
    await page.getByText(`Question ${i} of ${total}`).waitFor();
    const option = options(page).nth(pick);
    await option.click();
    const practice = await page.getByRole('button', { name: 'Finish & Review' }).count();
    if (await page.getByText('Checking…').count()) await page.getByTestId('practice-feedback').waitFor();
    const last = i === total;
    await page.getByRole('button', { name: last ? (practice ? 'Finish & Review' : 'Submit Quiz') : 'Next', exact: true }).click();
  }
  await page.getByRole('dialog', { name: 'Submit quiz?' }).getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(/\/quiz-results-2$/, { timeout: 15_000 });
  await page.getByRole('heading', { name: 'Quiz results' }).waitFor();
  const score = await page.getByRole('main').getByText(/^\d+%$/).first().innerText();
  return { total, score: Number(score.replace('%', '')) };
}

/** Takes a whole untimed multiple-choice exam on a subject; returns its topic and score. */
export async function takeExam(page, subject, { topic = 0, pick = 0 } = {}) {
  const opened = await openQuiz(page, { subject, topic, mode: 'exam', type: 'mcq', timer: false });
  const result = await finishMcq(page, { pick });
  return { ...opened, ...result };
}
