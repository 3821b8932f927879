// Practice mode: subjects -> subject -> topic -> Practice -> quiz; each answer locks its
// question and shows the key and explanation at once; finishing shows the results.
import { test, expect, assert, DEMO, holdAppScripts, openQuiz, signIn, options, questionPosition, openHome, STATE } from '../fixtures.mjs';

// Signed in once by the setup project.
test.use({ storageState: STATE.student });

test('a practice multiple-choice quiz gives instant feedback and ends on the results', async ({ page, shot }) => {
  await openHome(page, 'student');
  const { topic } = await openQuiz(page, { subject: 'Biology', topic: 0, mode: 'practice', type: 'mcq', shot });
  await page.getByText('Biology · Form 2 · Practice Mode').waitFor();
  await expect(page.getByRole('timer'), 'practice has no timer').toHaveCount(0);
  const { total } = await questionPosition(page);
  assert.ok(total >= 3, `a quiz of ${total} questions`);
  await shot('quiz-first-question');

  // Next is disabled until the question is answered.
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();

  // Answer the first question: feedback shows at once and the question locks.
  const first = options(page);
  const count = await first.count();
  assert.ok(count >= 2);
  const chosen = (await first.nth(1).innerText()).replace(/^\d+\s*/, '').trim();
  await first.nth(1).click();
  const feedback = page.getByTestId('practice-feedback');
  await feedback.waitFor();
  const text = await feedback.innerText();
  assert.match(text, /Correct!|Incorrect/);
  if (/Incorrect/.test(text)) assert.match(text, /Correct answer: /);
  assert.match(text, /Explanation:/, 'the explanation shows in practice mode');
  // Locked: options that are neither chosen nor the key are disabled; clicking another
  // option does not change the answer.
  await expect(first.nth(1)).toHaveAttribute('aria-checked', 'true');
  let disabled = 0;
  for (let i = 0; i < count; i += 1) if (await first.nth(i).isDisabled()) disabled += 1;
  assert.ok(disabled >= count - 2, `${disabled} of ${count} options locked`);
  await page.getByText('1 of ' + total + ' answered').waitFor();
  await shot('feedback-locked');
  // Going back to a locked question keeps it locked.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByText(`Question 2 of ${total}`).waitFor();
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByText(`Question 1 of ${total}`).waitFor();
  await feedback.waitFor();
  await expect(options(page).nth(1)).toHaveAttribute('aria-checked', 'true');
  assert.ok(chosen.length > 0);

  // Answer the rest with the first option each time.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  for (let i = 2; i <= total; i += 1) {
    await page.getByText(`Question ${i} of ${total}`).waitFor();
    await options(page).first().click();
    await page.getByTestId('practice-feedback').waitFor();
    const button = page.getByRole('button', { name: i === total ? 'Finish & Review' : 'Next', exact: true });
    await button.click();
  }
  const confirm = page.getByRole('dialog', { name: 'Submit quiz?' });
  await confirm.waitFor();
  await shot('confirm');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await page.getByText(/You scored \d+%\./).waitFor();
  await page.getByText(/Perfect!|Good job!|Keep practicing!/).waitFor();
  await page.waitForURL(/\/quiz-results-2$/, { timeout: 10_000 });
  await page.getByRole('heading', { name: 'Quiz results' }).waitFor();
  await page.getByTestId('result-banner').waitFor();
  await page.getByText(new RegExp(`\\d+ of ${total} correct`)).waitFor();
  await page.getByText(`Biology · ${topic} · Form 2`).waitFor();
  await page.getByRole('heading', { name: 'Review your answers' }).waitFor();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(total);
  await shot('results');
});

test.describe('a cold visit (no service worker)', () => {
  test.use({ serviceWorkers: 'block' });

  test('before its code arrives, the start-quiz page takes the choices and Generate Quiz, and the app goes on with them', { tag: '@phone' }, async ({ page, baseUrl, shot }) => {
    // Signs in afresh (the password spec ends the stored student session before the phone run);
    // with no service worker the next page comes from the server: start-quiz/index.html.
    await signIn(page, baseUrl, DEMO.student);
    // The app's scripts wait until released.
    const { release, held } = await holdAppScripts(page);
    await page.goto(`${baseUrl}/start-quiz/subject/Biology/class/Form%202/topic/Human_Digestive_System/mode/practice`, { waitUntil: 'commit' });
    const shell = page.locator('#root [data-shell]');
    await shell.getByRole('heading', { level: 1, name: 'Start a quiz' }).waitFor();
    await shell.getByText('Human Digestive System — Biology, Form 2').waitFor();
    const go = shell.getByRole('button', { name: 'Generate Quiz' });
    await expect(go).toBeEnabled();
    await expect(shell.getByRole('button', { name: 'Practice Mode' })).toHaveAttribute('aria-pressed', 'true');
    await shot('start-quiz-before-its-code');
    await shell.getByRole('button', { name: 'Exam Mode' }).click();
    await shell.getByRole('button', { name: 'Short Answer Quiz' }).click();
    await shell.getByRole('button', { name: 'Easy' }).click();
    await expect(shell.getByRole('checkbox', { name: 'Use a countdown timer' })).toBeVisible();
    await go.click();
    await shell.getByRole('status').filter({ hasText: 'Generating your quiz…' }).waitFor();
    await expect(go).toBeDisabled();
    assert.ok(held() > 0, 'the app’s scripts were held back');
    await shot('start-quiz-before-its-code-generating');
    // The code arrives: the app draws the page with those choices and asks for the quiz at once.
    const generated = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/generate-quiz');
    release();
    const request = await generated;
    assert.deepEqual(
      { ...request.postDataJSON() },
      { subject: 'Biology', topic: 'Human Digestive System', classLevel: 'Form 2', quizType: 'short-answer', difficulty: 'easy' },
    );
    await page.waitForURL(/\/quizdetails\/quizType\/saq\/subject\/Biology\/class\/Form%202\/topic\/Human_Digestive_System\/mode\/exam$/, { timeout: 30_000 });
    await expect(page.locator('#root [data-shell]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Start Quiz' }).waitFor();
  });
});
