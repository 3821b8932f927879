// Exam mode with the timer: answers and the clock survive a reload; submitting with an
// unanswered question goes through the caution dialog; the attempt is reviewed and retaken.
import { test, expect, DEMO, assert, nav, openQuiz, options, optionNamed, questionPosition, signIn, examClock, optionText } from '../fixtures.mjs';

async function jumpTo(page, n) {
  await page.getByRole('combobox', { name: 'Go to question' }).click();
  await page.getByRole('option', { name: new RegExp(`^Question ${n}\\b`) }).click();
}

test('a timed exam survives a reload, submits through the caution dialog, then is reviewed and retaken', async ({ page, baseUrl, shot }) => {
  await signIn(page, baseUrl, DEMO.student);
  const { topic } = await openQuiz(page, { subject: 'Chemistry', topic: 0, mode: 'exam', type: 'mcq', timer: true });
  await page.getByText('Chemistry · Form 2 · Exam Mode').waitFor();
  const { total } = await questionPosition(page);
  assert.ok(total >= 5, `need at least 5 questions, got ${total}`);
  const start = await examClock(page);
  assert.ok(start > 60, `the exam clock starts at ${start} s`);

  // Answer questions 1 and 2 (exam mode: no feedback).
  const chosen = [];
  for (let i = 1; i <= 2; i += 1) {
    await page.getByText(`Question ${i} of ${total}`).waitFor();
    // Let the clock run a little, so the saved remaining time differs from the start.
    await page.waitForTimeout(2000);
    const opt = options(page).nth(i % 2);
    chosen.push(await optionText(opt));
    await opt.click();
    await expect(opt).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('practice-feedback'), 'no feedback in exam mode').toHaveCount(0);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await page.getByText(`Question 3 of ${total}`).waitFor();
  await page.getByText('Answers saved').waitFor();
  // Some seconds pass without an answer: leaving the page must still save the clock.
  await page.waitForTimeout(5000);
  const before = await examClock(page);
  assert.ok(before < start, 'the clock counts down');
  await shot('exam-midway');

  // Reload mid-way: the answers and the remaining time come back.
  await page.reload();
  await page.getByText('We restored your answers from where you left off.').waitFor();
  await page.getByText(`Question 3 of ${total}`).waitFor();
  await page.getByText(`2 of ${total} answered`).waitFor();
  const after = await examClock(page);
  assert.ok(after <= start - 3, `remaining time after reload (${after}) is below the start (${start})`);
  // The clock does not go back on reload (no time won by reloading), nor jump ahead.
  assert.ok(after <= before + 1, `remaining time after reload (${after}) is not above before (${before})`);
  assert.ok(before - after <= 8, `remaining time after reload (${after}) is close to before (${before})`);
  await shot('exam-restored');
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByText(`Question 2 of ${total}`).waitFor();
  await expect(optionNamed(page, chosen[1])).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByText(`Question 1 of ${total}`).waitFor();
  await expect(optionNamed(page, chosen[0])).toHaveAttribute('aria-checked', 'true');
  await jumpTo(page, 3);

  // Answer the rest except question 4 (skipped).
  for (let i = 3; i <= total; i += 1) {
    await page.getByText(`Question ${i} of ${total}`).waitFor();
    if (i === 4) {
      await page.getByRole('button', { name: 'Skip' }).click();
      continue;
    }
    await options(page).first().click();
    await page.getByRole('button', { name: i === total ? 'Submit Quiz' : 'Next', exact: true }).click();
  }
  const caution = page.getByRole('dialog', { name: 'Unanswered questions' });
  await caution.waitFor();
  await caution.getByText('Please answer questions: 4').waitFor();
  await shot('caution');
  await caution.getByRole('button', { name: 'OK' }).click();
  // The caution dialog takes the student to the first unanswered question.
  await page.getByText(`Question 4 of ${total}`).waitFor();
  // Submit anyway: Skip on the last question opens the confirm dialog.
  await jumpTo(page, total);
  await page.getByText(`Question ${total} of ${total}`).waitFor();
  await page.getByRole('button', { name: 'Skip' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit quiz?' });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await page.getByText(/You scored \d+%\./).waitFor();
  await page.waitForURL(/\/quiz-results-2$/, { timeout: 10_000 });
  await page.getByRole('heading', { name: 'Quiz results' }).waitFor();
  await page.getByText(new RegExp(`\\d+ of ${total} correct`)).waitFor();
  await page.getByText(/^Time taken: /).waitFor();
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(total);
  await items.nth(3).getByText('Not answered').waitFor();
  await shot('exam-results');

  // Past attempts -> Review.
  await page.getByRole('button', { name: 'Back to dashboard' }).click();
  await page.waitForURL(/\/studentDashboard$/);
  await page.getByRole('link', { name: 'View all' }).nth(1).click();
  await page.waitForURL(/\/quiz-attempts$/);
  await page.getByRole('heading', { name: 'My quiz attempts' }).waitFor();
  const card = page.getByRole('article', { name: topic }).filter({ hasText: 'Exam Mode' }).first();
  await card.getByText(/^Score: \d+%$/).waitFor();
  await card.getByText('Multiple Choice Questions').waitFor();
  await shot('attempts');
  await card.getByRole('button', { name: 'Review' }).click();
  await page.waitForURL(/\/pastQuizess\//);
  const attemptId = decodeURIComponent(page.url().split('/pastQuizess/')[1]);
  await page.getByRole('heading', { name: 'Quiz review' }).waitFor();
  await page.getByText(new RegExp(`\\d+ of ${total} correct`)).waitFor();
  await page.getByRole('main').getByRole('listitem').nth(3).getByText('Not answered').waitFor();
  await shot('review');

  // Retake: the same attempt, blank again, completed once more.
  await page.getByRole('button', { name: 'Retake' }).click();
  await page.waitForURL(/\/newQuizTake$/, { timeout: 10_000 });
  await page.getByText(`Question 1 of ${total}`).waitFor();
  await page.getByText(`0 of ${total} answered`).waitFor();
  await expect(page.getByText('We restored your answers from where you left off.')).toHaveCount(0);
  await shot('retake');
  for (let i = 1; i <= total; i += 1) {
    await page.getByText(`Question ${i} of ${total}`).waitFor();
    await options(page).last().click();
    await page.getByRole('button', { name: i === total ? 'Submit Quiz' : 'Next', exact: true }).click();
  }
  await page.getByRole('dialog', { name: 'Submit quiz?' }).getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(/\/quiz-results-2$/, { timeout: 10_000 });
  await page.getByRole('heading', { name: 'Quiz results' }).waitFor();
  await expect(page.getByRole('main').getByText('Not answered')).toHaveCount(0);
  // The retake updated the same attempt, and the first result, the one that counts, is kept
  // beside it as an attempt of its own: two exam cards for this topic.
  await page.goto(`${baseUrl}/quiz-attempts`);
  await page.getByRole('heading', { name: 'My quiz attempts' }).waitFor();
  await page.getByRole('article').first().waitFor();
  await expect(page.getByRole('article', { name: topic }).filter({ hasText: 'Exam Mode' })).toHaveCount(2);
  const res = await page.request.get(`${baseUrl}/api/${encodeURIComponent(attemptId)}/quiz`);
  assert.equal(res.status(), 200);
  const attempt = (await res.json()).data;
  assert.equal(attempt.status, 'completed');
  assert.ok(attempt.selectedAnswers.every((a) => a !== null && a !== ''), 'the retake answered every question');
});

test('an exam left mid-way is resumed from the past quizzes on the server\'s clock, whatever the browser says', async ({ page, baseUrl, shot }) => {
  await signIn(page, baseUrl, DEMO.student);
  const { topic } = await openQuiz(page, { subject: 'Physics', topic: 1, mode: 'exam', type: 'mcq', timer: true });
  const { total } = await questionPosition(page);
  await options(page).first().click();
  await page.getByText('Answers saved').waitFor();
  const attemptId = await page.evaluate(() => localStorage.getItem('lastQuizAttemptId'));
  // Leave the quiz for the dashboard: it is listed in progress, with Resume.
  await nav(page, 'Home');
  const card = page.getByRole('article', { name: topic }).filter({ hasText: 'In progress' }).first();
  await card.waitFor();
  // A client that claims only 4 seconds are left is not believed: the server keeps the clock.
  const put = await page.request.put(`${baseUrl}/api/${encodeURIComponent(attemptId)}/updateQuizAttempt`, {
    data: { status: 'in progress', remainingTime: 4 },
  });
  assert.equal(put.status(), 200);
  assert.ok((await put.json()).data.remainingTime > 60, 'the server answers with its own remaining time');
  await card.getByRole('button', { name: 'Resume' }).click();
  await page.waitForURL(/\/newQuizTake$/);
  await page.getByText(`1 of ${total} answered`).waitFor();
  await page.waitForTimeout(6000);
  await expect(page.getByRole('dialog', { name: "Time's up!" })).toHaveCount(0);
  const label = await page.getByRole('timer').getAttribute('aria-label');
  const [, m, sec] = label.match(/(\d+):(\d\d)$/);
  assert.ok(Number(m) * 60 + Number(sec) > 60, `the clock shows the server's time, not 4 s: ${label}`);
  await shot('exam-resumed');
});
