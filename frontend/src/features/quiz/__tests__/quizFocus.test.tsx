import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import { attemptFor, mcqQuiz, sessionStudent } from '@/test/fixtures';
import type { Attempt } from '@/lib/types';
import McqQuizPage from '../routes/McqQuizPage';
import { timeWarningKey } from '../components/QuizChrome';

function open(attempt: Attempt) {
  server.use(
    http.get('*/api/a1/quiz', () => HttpResponse.json({ data: attempt })),
    http.put('*/api/a1/updateQuizAttempt', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ data: { ...attempt, ...body } });
    }),
  );
  return renderWithProviders(<McqQuizPage />, {
    route: '/newQuizTake',
    state: { attemptId: 'a1' },
    preloadedState: { session: { user: sessionStudent } },
  });
}

/** The polite live region that says which question is shown. */
function position() {
  return screen.getAllByRole('status').find((el) => /^Question \d+ of \d+$/.test(el.textContent ?? '')) as HTMLElement;
}

describe('quiz focus and announcements', () => {
  it('Next moves the focus to the new question and the live region says "Question N of M"', async () => {
    const user = userEvent.setup();
    open(attemptFor(mcqQuiz, { quizMode: 'exam' }));
    await screen.findByText('What is 1/2 + 1/4?');
    // Opening the page does not take the focus.
    expect(screen.getByRole('heading', { level: 2, name: 'What is 1/2 + 1/4?' })).not.toHaveFocus();
    expect(position()).toHaveTextContent('Question 1 of 3');
    expect(position()).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('radio', { name: /3\/4/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const second = screen.getByRole('heading', { level: 2, name: 'Which is larger?' });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('tabindex', '-1');
    expect(position()).toHaveTextContent('Question 2 of 3');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { level: 2, name: 'What is 1/2 + 1/4?' })).toHaveFocus();
    expect(position()).toHaveTextContent('Question 1 of 3');
  });

  it('answering by keyboard (a number, then Enter) moves the focus to the next question', async () => {
    const user = userEvent.setup();
    open(attemptFor(mcqQuiz, { quizMode: 'exam' }));
    await screen.findByText('What is 1/2 + 1/4?');
    await user.keyboard('1');
    expect(screen.getByRole('radio', { name: /3\/4/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Which is larger?' })).toHaveFocus();
    // From the heading, a number still answers and Tab reaches the options.
    await user.keyboard('2');
    expect(screen.getByRole('radio', { name: /1\/2/ })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'What is 2/4 simplified?' })).toHaveFocus();
    expect(position()).toHaveTextContent('Question 3 of 3');
  });

  it('the timer is not a live region; a separate polite region speaks at 5 minutes and at 1 minute left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem('useTimer', 'true');
    const view = open(attemptFor(mcqQuiz, { quizMode: 'exam', remainingTime: 302, timeTaken: 10 }));
    await screen.findByText('What is 1/2 + 1/4?');
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAttribute('aria-live', 'off');
    const warning = screen.getByTestId('time-warning');
    expect(warning).toHaveAttribute('role', 'status');
    expect(warning).toHaveAttribute('aria-live', 'polite');
    expect(within(timer).queryByRole('status')).toBeNull();
    expect(warning).toHaveTextContent(/^$/);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    // 5:01: nothing said yet, the clock itself counts silently.
    expect(warning).toHaveTextContent(/^$/);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(warning).toHaveTextContent('5 minutes left');
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(warning).toHaveTextContent('5 minutes left');
    await act(async () => {
      vi.advanceTimersByTime(210_000);
    });
    expect(screen.getByTestId('quiz-timer')).toHaveTextContent('01:00');
    expect(warning).toHaveTextContent('1 minute left');
    // Leaving saves the clock: let that save reach this test's server before it closes.
    view.unmount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
  });

  it('says nothing about 5 minutes to an exam restored with less time than that', () => {
    expect(timeWarningKey(250, 250)).toBeNull();
    expect(timeWarningKey(60, 250)).toBe('quiz.oneMinuteLeft');
    expect(timeWarningKey(300, 1800)).toBe('quiz.fiveMinutesLeft');
    expect(timeWarningKey(301, 1800)).toBeNull();
    expect(timeWarningKey(null, null)).toBeNull();
    expect(timeWarningKey(30, 45)).toBeNull();
  });
});
