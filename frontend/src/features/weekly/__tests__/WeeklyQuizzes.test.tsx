import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import { mcqQuiz, sessionStudent } from '@/test/fixtures';
import WeeklyQuizzes from '../routes/WeeklyQuizzes';

const quizzes = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => ({ ...mcqQuiz, id: `${prefix}${i}`, title: `${prefix} quiz ${i + 1}` }));

describe('Weekly quizzes', () => {
  it('shows 10 cards per section with View All / View Less, and Take Quiz opens the detail', async () => {
    window.localStorage.setItem('className', 'Form 2');
    let asked = '';
    server.use(
      http.get('*/api/filterGeneratedQuizzes', ({ request }) => {
        asked = new URL(request.url).searchParams.get('classLevel') ?? '';
        return HttpResponse.json({ manualQuizzes: quizzes(3, 'Manual'), weeklyQuizzes: quizzes(13, 'Weekly') });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<WeeklyQuizzes />, { route: '/weeklyQuizzes', preloadedState: { session: { user: sessionStudent } } });
    expect(await screen.findByRole('heading', { name: 'Manually Created Quizzes' })).toBeInTheDocument();
    expect(asked).toBe('Form 2');
    expect(screen.getByRole('heading', { name: 'Weekly Generated Quizzes' })).toBeInTheDocument();
    expect(screen.getAllByTestId('weekly-quiz')).toHaveLength(13);
    await user.click(screen.getByRole('button', { name: 'View All' }));
    expect(screen.getAllByTestId('weekly-quiz')).toHaveLength(16);
    await user.click(screen.getByRole('button', { name: 'View Less' }));
    expect(screen.getAllByTestId('weekly-quiz')).toHaveLength(13);
    await user.click(within(screen.getAllByTestId('weekly-quiz')[0]).getByRole('button', { name: 'Take Quiz' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/quizDetails'));
  });

  it('shows the number of questions of a listed quiz (lists send totalQuestions, not the questions)', async () => {
    window.localStorage.setItem('className', 'Form 2');
    const { quizData: _omitted, ...summary } = mcqQuiz;
    void _omitted;
    server.use(
      http.get('*/api/filterGeneratedQuizzes', () => HttpResponse.json({ manualQuizzes: [], weeklyQuizzes: [{ ...summary, totalQuestions: 12 }] })),
    );
    renderWithProviders(<WeeklyQuizzes />, { route: '/weeklyQuizzes', preloadedState: { session: { user: sessionStudent } } });
    expect(await screen.findByText('12 questions')).toBeInTheDocument();
  });

  it('needs a class', async () => {
    renderWithProviders(<WeeklyQuizzes />, { route: '/weeklyQuizzes', preloadedState: { session: { user: sessionStudent } } });
    expect(await screen.findByText('No class assigned. Please update your profile.')).toBeInTheDocument();
  });

  it('says when there are no quizzes', async () => {
    window.localStorage.setItem('className', 'Form 2');
    server.use(http.get('*/api/filterGeneratedQuizzes', () => HttpResponse.json({ manualQuizzes: [], weeklyQuizzes: [] })));
    renderWithProviders(<WeeklyQuizzes />, { route: '/weeklyQuizzes', preloadedState: { session: { user: sessionStudent } } });
    expect(await screen.findAllByText('No quizzes available for your class yet. Check back later!')).toHaveLength(2);
  });
});
