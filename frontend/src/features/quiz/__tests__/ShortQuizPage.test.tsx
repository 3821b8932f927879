import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import { attemptFor, saqQuiz, sessionStudent } from '@/test/fixtures';
import ShortQuizPage from '../routes/ShortQuizPage';


describe('short-answer quiz page', () => {
  it('autosaves every 10 s, lists blanks before submitting, and retries after a 502 from review', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const puts: { status: string; selectedAnswers: (string | null)[]; quizType: string }[] = [];
    let reviewDown = true;
    server.use(
      http.get('*/api/a1/quiz', () => HttpResponse.json({ data: attemptFor(saqQuiz, { quizType: 'short-answer', quizMode: 'practice', totalQuestions: 2, selectedAnswers: [null, null] }) })),
      http.put('*/api/a1/updateQuizAttempt', async ({ request }) => {
        const body = (await request.json()) as (typeof puts)[number];
        if (body.status === 'completed' && reviewDown) {
          reviewDown = false;
          return HttpResponse.json({ error: 'Review service unavailable' }, { status: 502 });
        }
        puts.push(body);
        return HttpResponse.json({ data: { ...attemptFor(saqQuiz), ...body, score: 67 }, newAchievements: [] });
      }),
      http.post('*/api/a1/checkAnswer', () =>
        HttpResponse.json({ correct: true, correctAnswer: 'In the chloroplasts.', explanation: '', marksAwarded: 2, marks: 2, feedback: 'Found: chloroplasts (+2)' }),
      ),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<ShortQuizPage />, {
      route: '/newShortQuiz',
      state: { attemptId: 'a1' },
      preloadedState: { session: { user: sessionStudent } },
    });
    expect(await screen.findByText('Name the green pigment.')).toBeInTheDocument();
    expect(screen.getByText('Section A')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Chlorophyll');
    expect(puts).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ status: 'in progress', selectedAnswers: ['Chlorophyll', null], quizType: 'short-answer' });

    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText('Where does it happen?')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'In the chloroplasts');
    // Practice marks the answer first; the second press goes on to submit.
    await user.click(screen.getByRole('button', { name: 'Finish & Review' }));
    expect(await screen.findByTestId('practice-feedback')).toHaveTextContent('Marks: 2 / 2');
    await user.click(screen.getByRole('button', { name: 'Finish & Review' }));
    await user.click(within(await screen.findByTestId('dialog-confirm')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByTestId('submit-error')).toHaveTextContent('Failed to review or save quiz. Please try again.');
    await user.click(await within(screen.getByTestId('submit-error')).findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/weeklyShortQuizResults'));
    expect(puts.at(-1)).toMatchObject({ status: 'completed', selectedAnswers: ['Chlorophyll', 'In the chloroplasts'] });
  });

  it('uses the short-answer wording for unanswered questions', async () => {
    server.use(
      http.get('*/api/a1/quiz', () => HttpResponse.json({ data: attemptFor(saqQuiz, { quizType: 'short-answer', totalQuestions: 2, selectedAnswers: [null, null] }) })),
      http.put('*/api/a1/updateQuizAttempt', () => HttpResponse.json({ data: attemptFor(saqQuiz) })),
    );
    const user = userEvent.setup();
    const view = renderWithProviders(<ShortQuizPage />, { route: '/newShortQuiz', state: { attemptId: 'a1' }, preloadedState: { session: { user: sessionStudent } } });
    await screen.findByText('Name the green pigment.');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Leaves');
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(
      await screen.findByText("You haven't answered the following questions: 1. Please answer them before submitting."),
    ).toBeInTheDocument();
    // Leaving saves the typed answer: while this test's handler still answers.
    view.unmount();
  });

  it('saves the answers typed since the last autosave when the student leaves the page', async () => {
    const puts: { status: string; selectedAnswers: (string | null)[] }[] = [];
    server.use(
      http.get('*/api/a1/quiz', () => HttpResponse.json({ data: attemptFor(saqQuiz, { quizType: 'short-answer', quizMode: 'practice', totalQuestions: 2, selectedAnswers: [null, null] }) })),
      http.put('*/api/a1/updateQuizAttempt', async ({ request }) => {
        puts.push((await request.json()) as (typeof puts)[number]);
        return HttpResponse.json({ data: attemptFor(saqQuiz) });
      }),
    );
    const user = userEvent.setup();
    const view = renderWithProviders(<ShortQuizPage />, { route: '/newShortQuiz', state: { attemptId: 'a1' }, preloadedState: { session: { user: sessionStudent } } });
    await screen.findByText('Name the green pigment.');
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Chlorophyll');
    expect(puts).toHaveLength(0);
    view.unmount();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ status: 'in progress', selectedAnswers: ['Chlorophyll', null] });
  });

  it('marks a practice answer when the student moves on, shows its marks, and lets a failed check pass', async () => {
    const checks: { questionIndex: number; answer: string }[] = [];
    let checkDown = false;
    server.use(
      http.get('*/api/a1/quiz', () => HttpResponse.json({ data: attemptFor(saqQuiz, { quizType: 'short-answer', quizMode: 'practice', totalQuestions: 2, selectedAnswers: [null, null] }) })),
      http.put('*/api/a1/updateQuizAttempt', () => HttpResponse.json({ data: attemptFor(saqQuiz) })),
      http.post('*/api/a1/checkAnswer', async ({ request }) => {
        if (checkDown) return HttpResponse.error();
        checks.push((await request.json()) as (typeof checks)[number]);
        return HttpResponse.json({
          correct: false,
          correctAnswer: 'Chlorophyll.',
          explanation: 'It absorbs light.',
          marksAwarded: 0,
          marks: 1,
          feedback: 'Missing: chlorophyll',
        });
      }),
    );
    const user = userEvent.setup();
    const view = renderWithProviders(<ShortQuizPage />, { route: '/newShortQuiz', state: { attemptId: 'a1' }, preloadedState: { session: { user: sessionStudent } } });
    await screen.findByText('Name the green pigment.');
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    await user.type(field, 'Carotene');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const feedback = await screen.findByTestId('practice-feedback');
    expect(checks).toEqual([{ questionIndex: 0, answer: 'Carotene' }]);
    expect(feedback).toHaveTextContent('Marks: 0 / 1');
    expect(feedback).toHaveTextContent('Feedback: Missing: chlorophyll');
    expect(feedback).toHaveTextContent('Correct answer: Chlorophyll.');
    expect(feedback).toHaveTextContent('Explanation: It absorbs light.');
    // Marked: the answer stays as it was marked, and the next press moves on.
    expect(screen.getByText('Name the green pigment.')).toBeInTheDocument();
    await user.type(field, ' and more');
    expect(field).toHaveValue('Carotene');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Where does it happen?')).toBeInTheDocument();
    expect(screen.queryByTestId('practice-feedback')).not.toBeInTheDocument();

    // The network drops: the check fails with a retry, and the student may still go on.
    checkDown = true;
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'In the leaves');
    await user.click(screen.getByRole('button', { name: 'Finish & Review' }));
    expect(await screen.findByText('Could not check this answer. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish & Review' }));
    expect(await screen.findByTestId('dialog-confirm')).toBeInTheDocument();
    view.unmount();
  });
});
