import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import { attemptFor, mcqQuiz, sessionStudent } from '@/test/fixtures';
import { mcqQuestions } from '@/lib/quiz';
import type { Attempt, GivenAnswer, Quiz } from '@/lib/types';
import McqQuizPage from '../routes/McqQuizPage';
import { keepServedQuiz, offlineDb } from '../offline/db';

interface Put {
  selectedAnswers: GivenAnswer[];
  status: string;
  remainingTime: number;
  timeTaken: number;
  quizMode: string;
  quizType: string;
  totalQuestions: number;
  saveNumber?: number;
}

function setup(attempt: Attempt, opts: { failSaves?: number } = {}) {
  const puts: Put[] = [];
  const checks: { questionIndex: number; answer: GivenAnswer }[] = [];
  let failures = opts.failSaves ?? 0;
  server.use(
    http.get('*/api/a1/quiz', () => HttpResponse.json({ data: attempt })),
    http.put('*/api/a1/updateQuizAttempt', async ({ request }) => {
      const body = (await request.json()) as Put;
      if (body.status !== 'completed' && failures > 0) {
        failures -= 1;
        return HttpResponse.json({ error: 'Database unavailable' }, { status: 503 });
      }
      puts.push(body);
      const correct = body.selectedAnswers.filter((a, i) => a === ['3/4', '1/2', '1/2'][i]).length;
      const score = Math.round((correct / 3) * 100);
      return HttpResponse.json({
        data: { ...attempt, selectedAnswers: body.selectedAnswers, status: body.status, score, correctAnswers: correct },
        newAchievements:
          body.status === 'completed' ? [{ id: 'first-quiz', title: 'First Quiz', description: 'You finished a quiz' }] : [],
      });
    }),
    http.post('*/api/a1/checkAnswer', async ({ request }) => {
      const body = (await request.json()) as { questionIndex: number; answer: GivenAnswer };
      checks.push(body);
      const key = ['3/4', '1/2', '1/2'][body.questionIndex];
      return HttpResponse.json({ correct: body.answer === key, correctAnswer: key, explanation: 'Use a common denominator.' });
    }),
  );
  const view = renderWithProviders(<McqQuizPage />, {
    route: '/newQuizTake',
    state: { attemptId: 'a1' },
    preloadedState: { session: { user: sessionStudent } },
  });
  return { puts, checks, ...view };
}

describe('MCQ quiz page', () => {
  it('exam: Next waits for an answer, each answer is saved, and Submit lists unanswered questions', async () => {
    const user = userEvent.setup();
    const { puts } = setup(attemptFor(mcqQuiz, { quizMode: 'exam' }));
    expect(await screen.findByText('What is 1/2 + 1/4?')).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /3\/4/ }));
    expect(screen.getByRole('radio', { name: /3\/4/ })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(puts.length).toBeGreaterThan(0));
    expect(puts[0]).toMatchObject({ selectedAnswers: ['3/4', null, null], status: 'in progress', quizMode: 'exam', quizType: 'mcq', totalQuestions: 3 });
    expect(screen.getByText('1 of 3 answered')).toBeInTheDocument();
    // Exam mode shows no feedback.
    expect(screen.queryByTestId('practice-feedback')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Which is larger?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText('What is 2/4 simplified?')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit Quiz' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /1\/2/ }));
    await user.click(submit);

    const caution = await screen.findByTestId('dialog-caution');
    expect(within(caution).getByText('Please answer questions: 2')).toBeInTheDocument();
    await user.click(within(caution).getByRole('button', { name: 'OK' }));
    // Back to the first unanswered question.
    await waitFor(() => expect(screen.getByText('Which is larger?')).toBeInTheDocument());
  });

  it('exam: Skip on the last question opens the confirm dialog; Yes submits and shows the result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { puts } = setup(attemptFor(mcqQuiz, { quizMode: 'exam' }));
    await screen.findByText('What is 1/2 + 1/4?');
    await user.click(screen.getByRole('radio', { name: /3\/4/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: /1\/2/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    const confirm = await screen.findByTestId('dialog-confirm');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(puts.some((p) => p.status === 'completed')).toBe(true));
    expect(puts.find((p) => p.status === 'completed')?.selectedAnswers).toEqual(['3/4', '1/2', null]);
    // 2 of 3 correct = 67%: info banner, "Good job!".
    const info = await screen.findByTestId('dialog-info');
    expect(within(info).getByText('Good job!')).toBeInTheDocument();
    expect(within(info).getByText('You scored 67%.')).toBeInTheDocument();
    expect(await screen.findByTestId('achievement-popup')).toHaveTextContent('First Quiz');
    await act(async () => {
      vi.advanceTimersByTime(3100);
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/quiz-results-2'));
  });

  it('practice: an answer is checked at once, locked, and shows the correct option and explanation', async () => {
    const user = userEvent.setup();
    const { checks } = setup(attemptFor(mcqQuiz, { quizMode: 'practice' }));
    await screen.findByText('What is 1/2 + 1/4?');
    expect(screen.queryByTestId('quiz-timer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /2\/6/ }));
    const feedback = await screen.findByTestId('practice-feedback');
    expect(checks).toEqual([{ questionIndex: 0, answer: '2/6' }]);
    expect(feedback).toHaveTextContent('Incorrect');
    expect(feedback).toHaveTextContent('Correct answer: 3/4');
    expect(feedback).toHaveTextContent('Use a common denominator.');
    // Locked: another option cannot be chosen.
    expect(screen.getByRole('radio', { name: /1\/8/ })).toBeDisabled();
    await user.keyboard('4');
    expect(screen.getByRole('radio', { name: /2\/6/ })).toHaveAttribute('aria-checked', 'true');
    expect(checks).toHaveLength(1);
    // Enter moves on.
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Which is larger?')).toBeInTheDocument();
    await user.keyboard('2');
    expect(await screen.findByTestId('practice-feedback')).toHaveTextContent('Correct!');
  });

  it('exam with timer: time-up opens the dialog and OK force-submits with unanswered questions', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem('useTimer', 'true');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { puts } = setup(attemptFor(mcqQuiz, { quizMode: 'exam', remainingTime: 3, timeTaken: 100 }));
    await screen.findByText('What is 1/2 + 1/4?');
    expect(screen.getByTestId('quiz-timer')).toHaveTextContent('00:03');
    await act(async () => {
      vi.advanceTimersByTime(3500);
    });
    const timeup = await screen.findByTestId('dialog-timeup');
    expect(within(timeup).getByText("Time's up! Your quiz will now be submitted.")).toBeInTheDocument();
    await user.click(within(timeup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(puts.some((p) => p.status === 'completed')).toBe(true));
    const final = puts.find((p) => p.status === 'completed') as Put;
    expect(final.selectedAnswers).toEqual([null, null, null]);
    expect(final.remainingTime).toBe(0);
    expect(final.timeTaken).toBeGreaterThanOrEqual(103);
    expect(await screen.findByTestId('dialog-fail')).toHaveTextContent('Keep practicing!');
  });

  it('restores answers and remaining time of an exam in progress after a reload', async () => {
    window.localStorage.setItem('lastQuizAttemptId', 'a1');
    window.localStorage.setItem('useTimer', 'true');
    server.use(http.get('*/api/a1/quiz', () => HttpResponse.json({ data: attemptFor(mcqQuiz, { selectedAnswers: ['3/4', null, null], remainingTime: 500, timeTaken: 100 }) })));
    renderWithProviders(<McqQuizPage />, { route: '/newQuizTake', preloadedState: { session: { user: sessionStudent } } });
    expect(await screen.findByText('Which is larger?')).toBeInTheDocument();
    expect(screen.getByText('We restored your answers from where you left off.')).toBeInTheDocument();
    expect(screen.getByTestId('quiz-timer')).toHaveTextContent('08:20');
    expect(screen.getByText('1 of 3 answered')).toBeInTheDocument();
  });

  it('retries a failed autosave with a visible notice', async () => {
    const user = userEvent.setup();
    const { puts } = setup(attemptFor(mcqQuiz, { quizMode: 'exam' }), { failSaves: 1 });
    await screen.findByText('What is 1/2 + 1/4?');
    await user.click(screen.getByRole('radio', { name: /3\/4/ }));
    expect(await screen.findByTestId('save-retrying')).toHaveTextContent('Your latest answers are not saved yet. Retrying…');
    // The browser still says it is online: the notice says where the answers are meanwhile.
    expect(screen.getByTestId('kept-on-device')).toHaveTextContent('Your answers are kept on this device.');
    await waitFor(() => expect(puts).toHaveLength(1), { timeout: 4000 });
    expect(puts[0].selectedAnswers).toEqual(['3/4', null, null]);
    await waitFor(() => expect(screen.queryByTestId('save-retrying')).not.toBeInTheDocument());
  });

  it('offline: a reload restores the quiz from the device with its clock; a submit waits for the network and goes once', async () => {
    window.localStorage.setItem('useTimer', 'true');
    // Opened online 100 s ago with 500 s left (and one answer): the device kept it.
    const served = attemptFor(mcqQuiz, { quizMode: 'exam', timeLimit: 600, remainingTime: 500, selectedAnswers: ['3/4', null, null] });
    await keepServedQuiz(await offlineDb()!, served, mcqQuiz.quizData!, Date.now() - 100_000);
    const puts: Put[] = [];
    server.use(
      http.get('*/api/a1/quiz', () => HttpResponse.error()),
      http.put('*/api/a1/updateQuizAttempt', () => HttpResponse.error()),
    );
    const user = userEvent.setup();
    renderWithProviders(<McqQuizPage />, {
      route: '/newQuizTake',
      state: { attemptId: 'a1' },
      preloadedState: { session: { user: sessionStudent } },
    });
    expect(await screen.findByText('Which is larger?')).toBeInTheDocument();
    expect(screen.getByTestId('quiz-timer').textContent).toMatch(/06:(39|40)/);
    await user.click(screen.getByRole('radio', { name: /1\/2/ }));
    expect(await screen.findByTestId('save-retrying')).toHaveTextContent('Your latest answers are not saved yet. Retrying…');
    expect(screen.getByTestId('save-waiting')).toHaveTextContent('1 save waiting to be sent');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: /1\/2/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    await user.click(within(await screen.findByTestId('dialog-confirm')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByTestId('submit-queued')).toHaveTextContent('Will be submitted when you are back online');

    server.use(
      http.put('*/api/a1/updateQuizAttempt', async ({ request }) => {
        const body = (await request.json()) as Put;
        puts.push(body);
        return HttpResponse.json({ data: { ...served, selectedAnswers: body.selectedAnswers, status: body.status, score: 67 }, newAchievements: [] });
      }),
    );
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByTestId('dialog-info')).toHaveTextContent('You scored 67%.');
    expect(puts.filter((p) => p.status === 'completed')).toHaveLength(1);
    expect(puts.find((p) => p.status === 'completed')).toMatchObject({ selectedAnswers: ['3/4', '1/2', '1/2'], saveNumber: expect.any(Number) });
  });

  it("shows 'No quiz selected.' without an attempt", async () => {
    renderWithProviders(<McqQuizPage />, { route: '/newQuizTake', preloadedState: { session: { user: sessionStudent } } });
    expect(await screen.findByText('No quiz selected.')).toBeInTheDocument();
  });
});

/** The fractions quiz with a first question whose key is several options. */
const severalQuiz: Quiz = {
  ...mcqQuiz,
  quizData: {
    ...mcqQuiz.quizData,
    questions: [{ question: 'Which equal 3/4?', options: ['3/4', '2/6', '1/8', '6/8'], severalAnswers: true }, ...mcqQuestions(mcqQuiz.quizData).slice(1)],
  },
};

describe('MCQ quiz page: a question of several answers', () => {
  it('exam: ticks options as checkboxes under "Select all that apply", and saves them as a list', async () => {
    const user = userEvent.setup();
    const { puts } = setup(attemptFor(severalQuiz, { quizMode: 'exam' }));
    const group = await screen.findByRole('group', { name: 'Which equal 3/4?' });
    expect(group).toHaveAccessibleDescription('Select all that apply.');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '3/4' }));
    await user.keyboard('4');
    expect(screen.getByRole('checkbox', { name: '3/4' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('checkbox', { name: '6/8' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('checkbox', { name: '2/6' })).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(puts.at(-1)?.selectedAnswers).toEqual([['3/4', '6/8'], null, null]));
    expect(screen.getByText('1 of 3 answered')).toBeInTheDocument();

    // Unticking every option leaves the question unanswered.
    await user.keyboard('1');
    await user.click(screen.getByRole('checkbox', { name: '6/8' }));
    expect(screen.getByText('0 of 3 answered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await waitFor(() => expect(puts.at(-1)?.selectedAnswers).toEqual([null, null, null]));

    // Enter on the focused checkbox goes on (Space ticks); the next question is asked as before.
    await user.click(screen.getByRole('checkbox', { name: '2/6' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('radio', { name: /1\/3/ })).toBeInTheDocument();
    // The save is sent after the tick, not before the next question shows: wait for it.
    await waitFor(() => expect(puts.at(-1)?.selectedAnswers).toEqual([['2/6'], null, null]));
    expect(screen.queryByText('Select all that apply.')).not.toBeInTheDocument();
  });

  it('practice: ticking does not check; the first Next checks the options, the next moves on', async () => {
    const user = userEvent.setup();
    const { checks } = setup(attemptFor(severalQuiz, { quizMode: 'practice' }));
    server.use(
      http.post('*/api/a1/checkAnswer', async ({ request }) => {
        const body = (await request.json()) as { questionIndex: number; answer: GivenAnswer };
        checks.push(body);
        return HttpResponse.json({ correct: false, correctAnswer: ['3/4', '6/8'] });
      }),
    );
    const group = await screen.findByRole('group', { name: 'Which equal 3/4?' });
    expect(group).toHaveAccessibleDescription('Select all that apply. Your answer is checked when you go on.');
    await user.click(screen.getByRole('checkbox', { name: '3/4' }));
    await user.click(screen.getByRole('checkbox', { name: '1/8' }));
    expect(screen.queryByTestId('practice-feedback')).not.toBeInTheDocument();
    expect(checks).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const feedback = await screen.findByTestId('practice-feedback');
    expect(checks).toEqual([{ questionIndex: 0, answer: ['3/4', '1/8'] }]);
    expect(feedback).toHaveTextContent('Incorrect');
    expect(feedback).toHaveTextContent('Correct answer: 3/4, 6/8');
    // Locked: the key and the ticked options stay, the rest cannot be ticked.
    expect(screen.getByRole('checkbox', { name: '2/6' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '6/8' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Which is larger?')).toBeInTheDocument();
    expect(checks).toHaveLength(1);
  });

  it('shows an answer kept as one text (before several answers) as one ticked option', async () => {
    const user = userEvent.setup();
    setup(attemptFor(severalQuiz, { quizMode: 'exam', selectedAnswers: ['6/8', null, null] }));
    await user.click(await screen.findByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('checkbox', { name: '6/8' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('checkbox', { name: '3/4' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('1 of 3 answered')).toBeInTheDocument();
  });
});
