import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderApp } from '@/test/utils';
import { sessionStudent } from '@/test/fixtures';
import { asAdmin } from './fixtures';

function studentDashboardApi() {
  server.use(
    http.get('*/api/u1/stats', () => HttpResponse.json({ data: { achievementsUnlocked: 0, achievementsTotal: 0, streakDays: 0, totalAttempts: 0, avgScore: 0 } })),
    http.get('*/api/u1/subject', () => HttpResponse.json({ data: { subjects: [] } })),
    http.get('*/api/subjects/filter', () => HttpResponse.json({ data: [] })),
    http.get('*/api/u1/user', () => HttpResponse.json({ data: [] })),
  );
}

describe('admin routes', () => {
  it('sends a signed-out visitor to /login and a student to /studentDashboard', async () => {
    const { router, unmount } = renderApp('/manage-users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    unmount();
    studentDashboardApi();
    const student = renderApp('/adminDashboard', { preloadedState: { session: { user: sessionStudent } } });
    await waitFor(() => expect(student.router.state.location.pathname).toBe('/studentDashboard'));
  });

  it('serves /add-User and /add-user inside the layout: sidebar, help box and header', async () => {
    const { router } = renderApp('/add-User', asAdmin);
    expect(await screen.findByRole('heading', { name: 'Add User' })).toBeInTheDocument();
    expect(screen.getByText('Student Management Dashboard')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/adminDashboard'],
      ['Manage Users', '/manage-users'],
      ['Classes', '/manage-classes'],
      ['Manage Subjects', '/manage-subjects'],
      ['Manage Quizzes', '/manage-quizzes'],
      ['Manage Topics', '/manage-topics'],
      ['Question Bank', '/question-bank'],
      ['Manage Achievements', '/manage-achievement'],
      ['Recent Quiz Activities', '/quiz'],
      ['View Reports', '/reports'],
      ['Settings', '/adminSettings'],
      ['Logout', '/logout'],
    ]);
    expect(screen.getByText('Need Help?')).toBeInTheDocument();
    expect(screen.getByText('Please Check our docs')).toBeInTheDocument();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Documentation' }));
    expect(await screen.findByRole('dialog', { name: 'How the back-office works' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The header: Logout, settings and notifications.
    expect(screen.getAllByRole('link', { name: 'Logout' }).map((a) => a.getAttribute('href'))).toEqual(['/logout', '/logout']);
    expect(screen.getAllByRole('link', { name: 'Settings' }).map((a) => a.getAttribute('href'))).toContain('/adminSettings');
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/review-users');

    await act(() => router.navigate('/add-user'));
    expect(await screen.findByRole('heading', { name: 'Add User' })).toBeInTheDocument();
  });

  it('the mobile menu adds Sign in, Notifications and Review Users', async () => {
    renderApp('/quizzes', asAdmin);
    expect(await screen.findByRole('heading', { name: 'Quizzes' })).toBeInTheDocument();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Admin menu' });
    expect(within(menu).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Review Users' })).toHaveAttribute('href', '/review-users');
  });

  it('the header search opens the users list searched for the term', async () => {
    server.use(
      http.get('*/api/search-users', () => HttpResponse.json({ results: [] })),
      http.get('*/api/classes', () => HttpResponse.json({ data: [], total: 0 })),
    );
    const { router } = renderApp('/quiz-details', asAdmin);
    expect(await screen.findByRole('heading', { name: 'Quiz Details' })).toBeInTheDocument();
    const u = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    expect(box).toHaveAttribute('placeholder', 'Type here...');
    await u.type(box, 'amina{enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-users'));
    expect(router.state.location.search).toBe('?q=amina');
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });
});
