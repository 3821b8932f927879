import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderApp } from '@/test/utils';
import { attemptFor, mcqQuiz, sessionStudent } from '@/test/fixtures';
import type { StudentAssignment } from '@/lib/types';

function assigned(over: Partial<StudentAssignment> = {}): StudentAssignment {
  return {
    id: 'as1',
    classId: 'c1',
    className: 'Form 2 B',
    quizId: 'q1',
    title: 'Fractions test',
    subject: 'Mathematics',
    topic: 'Fractions',
    quizType: 'mcq',
    questionCount: 3,
    mode: 'exam',
    opensAt: '2026-11-24T08:00:00Z',
    closesAt: '2026-11-24T10:00:00Z',
    timeLimitMinutes: 20,
    attemptsAllowed: 1,
    keys: 'afterClosing',
    state: 'open',
    attemptsUsed: 0,
    attemptId: null,
    status: 'notStarted',
    score: null,
    ...over,
  };
}

const dashboard = [
  http.get('*/api/u1/stats', () => HttpResponse.json({ data: {} })),
  http.get('*/api/u1/*', () => HttpResponse.json({ data: [] })),
  http.get('*/api/subjects/filter', () => HttpResponse.json({ data: [] })),
];

describe('"Assigned to you" on the student dashboard', () => {
  it('lists what teachers set, with due dates in school time, status and score; Start opens the quiz with the assignment', async () => {
    const saved: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/u1/assignments', () =>
        HttpResponse.json({
          data: [
            assigned(),
            assigned({ id: 'as2', title: 'Digestion test', state: 'closed', attemptsUsed: 1, status: 'submitted', attemptId: 'x9', score: 75 }),
            assigned({ id: 'as3', title: 'Respiration', state: 'upcoming', opensAt: '2026-12-01T07:00:00Z' }),
          ],
        }),
      ),
      ...dashboard,
      http.get('*/api/quiz/q1', () => HttpResponse.json({ data: mcqQuiz })),
      http.post('*/api/quizzes/saveAttempt', async ({ request }) => {
        saved.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ id: 'a1' });
      }),
      http.get('*/api/a1/quiz', () => HttpResponse.json({ data: attemptFor(mcqQuiz, { quizMode: 'exam' }) })),
    );
    const u = userEvent.setup();
    const { router } = renderApp('/studentDashboard', { preloadedState: { session: { user: sessionStudent } } });
    expect(await screen.findByRole('heading', { name: 'Assigned to you' })).toBeInTheDocument();
    const items = await screen.findAllByTestId('assigned-item');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText(/Due .*11:00/)).toBeInTheDocument();
    expect(within(items[0]).getByText('Not started')).toBeInTheDocument();
    expect(within(items[1]).getByText('Score: 75%')).toBeInTheDocument();
    expect(within(items[1]).queryByRole('link', { name: /Start/ })).not.toBeInTheDocument();
    expect(within(items[2]).getByText(/Opens/)).toBeInTheDocument();
    expect(within(items[2]).queryByRole('link', { name: /Start/ })).not.toBeInTheDocument();

    const start = within(items[0]).getByRole('link', { name: 'Start Fractions test' });
    expect(start).toHaveAttribute('href', '/quizDetails?assignment=as1&quiz=q1');
    await u.click(start);
    expect(await screen.findByText('Set by your teacher')).toBeInTheDocument();
    // The mode is the assignment's: no choice is offered.
    expect(screen.queryByRole('group', { name: 'Mode' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Start Quiz' }));
    expect(await screen.findByText('What is 1/2 + 1/4?')).toBeInTheDocument();
    expect(saved[0]).toMatchObject({ userId: 'u1', quizId: 'q1', assignmentId: 'as1', quizMode: 'exam' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/newQuizTake'));
  });

  it('"Continue" goes back to an attempt in progress', async () => {
    server.use(
      http.get('*/api/u1/assignments', () => HttpResponse.json({ data: [assigned({ attemptsUsed: 1, status: 'inProgress', attemptId: 'a1' })] })),
      ...dashboard,
      http.get('*/api/a1/quiz', () => HttpResponse.json({ data: attemptFor(mcqQuiz, { quizMode: 'exam' }) })),
    );
    const u = userEvent.setup();
    const { router } = renderApp('/studentDashboard', { preloadedState: { session: { user: sessionStudent } } });
    await u.click(await screen.findByRole('link', { name: 'Continue Fractions test' }));
    expect(await screen.findByText('What is 1/2 + 1/4?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/newQuizTake');
  });

  it('says when nothing is assigned', async () => {
    server.use(...dashboard);
    renderApp('/studentDashboard', { preloadedState: { session: { user: sessionStudent } } });
    expect(await screen.findByText('Nothing is assigned to you at the moment.')).toBeInTheDocument();
  });
});
