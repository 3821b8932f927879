import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import { attemptFor, sessionStudent } from '@/test/fixtures';
import type { Quiz } from '@/lib/types';
import ShortQuizPage from '../routes/ShortQuizPage';

const saqQuiz: Quiz = {
  id: 'q2',
  title: 'Photosynthesis',
  subject: 'Biology',
  topic: 'Photosynthesis',
  classLevel: 'Form 2',
  quizType: 'short-answer',
  quizData: {
    title: 'Photosynthesis',
    estimatedTime: '20 minutes',
    questions: [
      { title: 'Section A', marks: 3, questions: [{ question: 'Name the green pigment.', marks: 1 }, { question: 'Where does it happen?', marks: 2 }] },
    ],
  },
};

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
});
