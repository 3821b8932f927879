import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderApp } from '@/test/utils';
import { attemptFor, mcqQuiz, sessionStudent } from '@/test/fixtures';

function studentApi() {
  server.use(
    http.get('*/api/u1/stats', () =>
      HttpResponse.json({
        data: {
          achievementsUnlocked: 2,
          achievementsTotal: 9,
          streakDays: 5,
          totalAttempts: 7,
          avgScore: 64,
          scoresOverTime: [{ date: '2026-11-01', score: 60 }],
          subjects: [{ subject: 'Mathematics', attempts: 4, average: 70, grade: 'Good' }],
        },
      }),
    ),
    http.get('*/api/u1/subject', () => HttpResponse.json({ data: { subjects: ['Mathematics', 'Biology'] } })),
    http.get('*/api/subjects/filter', () =>
      HttpResponse.json({ data: [{ id: 's1', name: 'Mathematics', description: 'Numbers', classLevel: 'Form 2', topicsCount: 4 }] }),
    ),
    http.get('*/api/u1/user', () =>
      HttpResponse.json({
        data: [1, 2, 3, 4, 5].map((i) => ({ ...attemptFor(mcqQuiz), id: `a${i}`, topic: `Topic ${i}`, status: 'completed', score: 80, quizData: undefined })),
      }),
    ),
  );
}

describe('routing', () => {
  it('sends a signed-out visitor of a student page to /login', async () => {
    const { router } = renderApp('/studentDashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Student Login' })).toBeInTheDocument();
  });

  it('sends an admin on a student page to /adminDashboard', async () => {
    const { router } = renderApp('/subjects', { preloadedState: { session: { user: { ...sessionStudent, role: 'admin' } } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminDashboard'));
  });

  it("shows '404 Not Found' for any other path", async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
  });

  it('renders the dashboard: name, stats, at most 10 subjects and the first 4 past quizzes', async () => {
    studentApi();
    window.localStorage.setItem('className', 'Form 2');
    renderApp('/studentDashboard', { preloadedState: { session: { user: sessionStudent } } });
    expect(await screen.findByRole('heading', { name: 'Welcome back, amina!' })).toBeInTheDocument();
    expect(await screen.findByText('5')).toBeInTheDocument();
    expect(screen.getByText('2/9')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open Mathematics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Biology' })).toBeInTheDocument();
    expect(await screen.findByText('Topic 4')).toBeInTheDocument();
    expect(screen.queryByText('Topic 5')).not.toBeInTheDocument();
    // Layout: sidebar entries and header icons.
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0];
    for (const name of ['Home', 'Subjects', 'Weekly Quizzes', 'LeaderBoard', 'Report Card', 'Settings', 'Logout']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: 'Notifications' })[0]).toHaveAttribute('href', '/notifications');
  });

  it('logout clears local storage (keeping the language) and goes to /login', async () => {
    server.use(http.post('*/api/auth/logout', () => HttpResponse.json({})));
    window.localStorage.setItem('quizId', 'q1');
    window.localStorage.setItem('language', 'en');
    const { router, store } = renderApp('/logout', { preloadedState: { session: { user: sessionStudent } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('quizId')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(store.getState().session.user).toBeNull();
  });

  it('a 401 from any call ends the session and goes to /login', async () => {
    server.use(http.get('*/api/leaderboard', () => HttpResponse.json({ error: 'Not signed in' }, { status: 401 })));
    const { router } = renderApp('/leaderBoards', { preloadedState: { session: { user: sessionStudent } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('header search fires at 2 non-blank characters and a subject result opens its topics', async () => {
    studentApi();
    const queries: string[] = [];
    server.use(
      http.get('*/api/global-search', ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('query') ?? '');
        return HttpResponse.json({
          results: [{ id: 's1', collection: 'subjects', title: 'Mathematics', classLevel: 'Form 2' }],
        });
      }),
      http.get('*/api/filter-topics', () => HttpResponse.json({ data: [] })),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/studentDashboard', { preloadedState: { session: { user: sessionStudent } } });
    const box = await screen.findByRole('combobox', { name: 'Search subjects, topics and quizzes' });
    await user.type(box, ' m ');
    await act(() => new Promise((r) => setTimeout(r, 500)));
    expect(queries).toEqual([]);
    await user.clear(box);
    await user.type(box, 'ma');
    const option = await screen.findByRole('option', { name: /Mathematics/ });
    expect(queries).toEqual(['ma']);
    await user.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe('/subject/Mathematics/class/Form%202/topics'));
    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
  });
});
