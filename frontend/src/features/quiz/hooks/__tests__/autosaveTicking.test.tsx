import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import { attemptFor, saqQuiz, sessionStudent } from '@/test/fixtures';
import ShortQuizPage from '../../routes/ShortQuizPage';


// The clock ticks every second and re-renders the page: the 10 s autosave must still fire
// (it was restarted at each tick, so a short-answer exam was never saved while open).
describe('the short-answer autosave while the clock ticks', () => {
  it('saves the typed answer 10 s later, second by second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const puts: { status: string; selectedAnswers: (string | null)[] }[] = [];
    server.use(
      http.get('*/api/a9/quiz', () =>
        HttpResponse.json({
          data: attemptFor(saqQuiz, { id: 'a9', quizType: 'short-answer', quizMode: 'exam', totalQuestions: 2, selectedAnswers: [null, null], timeLimit: 1200, remainingTime: 1200 }),
        }),
      ),
      http.put('*/api/a9/updateQuizAttempt', async ({ request }) => {
        const body = (await request.json()) as (typeof puts)[number];
        puts.push(body);
        return HttpResponse.json({ data: { ...attemptFor(saqQuiz), ...body } });
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<ShortQuizPage />, {
      route: '/newShortQuiz',
      state: { attemptId: 'a9' },
      preloadedState: { session: { user: sessionStudent } },
    });
    expect(await screen.findByText('Name the green pigment.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Chlorophyll');
    for (let s = 0; s < 12; s += 1) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    await waitFor(() => expect(puts.some((p) => p.selectedAnswers[0] === 'Chlorophyll')).toBe(true));
    vi.useRealTimers();
  });
});
