import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderApp, renderWithProviders } from '@/test/utils';
import { sessionStudent, studentUser } from '@/test/fixtures';
import type { SessionUser } from '@/lib/types';
import ChoosePassword from '../routes/ChoosePassword';

const PASSWORD_FIRST = { message: 'Choose a new password first: your one-time password only lets you do that.', code: 'PASSWORD_CHANGE_REQUIRED' };
const newcomer: SessionUser = { ...sessionStudent, username: 'ada.nji', name: 'Ada Nji', mustChangePassword: true };
const signedInAs = (user: SessionUser) => ({ preloadedState: { session: { user } } });

/** GET /api/auth/me: the flag as the server has it. */
const me = (mustChangePassword: boolean) =>
  http.get('*/api/auth/me', () => HttpResponse.json({ data: { ...studentUser, username: 'ada.nji', name: 'Ada Nji', mustChangePassword }, uid: 'u1' }));

/** What the student dashboard asks for once the password is chosen. */
function dashboardApi() {
  server.use(
    http.get('*/api/u1/stats', () => HttpResponse.json({ data: { achievementsUnlocked: 0, achievementsTotal: 0, streakDays: 0, totalAttempts: 0, avgScore: 0 } })),
    http.get('*/api/u1/subject', () => HttpResponse.json({ data: { subjects: ['Mathematics'] } })),
    http.get('*/api/u1/class', () => HttpResponse.json({ data: { className: 'Form 1' } })),
    http.get('*/api/subjects/filter', () => HttpResponse.json({ data: [] })),
    http.get('*/api/u1/user', () => HttpResponse.json({ data: [] })),
  );
}

describe('choosing a password after a one-time password', () => {
  it('the guards send such a user to /choose-password from any page, whatever the role', async () => {
    server.use(me(true));
    const student = renderApp('/studentDashboard', signedInAs(newcomer));
    await waitFor(() => expect(student.router.state.location.pathname).toBe('/choose-password'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your password' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ada Nji.')).toBeInTheDocument();
    student.unmount();

    const teacher = renderApp('/question-bank', signedInAs({ ...newcomer, role: 'teacher' }));
    await waitFor(() => expect(teacher.router.state.location.pathname).toBe('/choose-password'));
    teacher.unmount();
    const admin = renderApp('/manage-users', signedInAs({ ...newcomer, role: 'admin', userType: 'Admin' }));
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/choose-password'));
  });

  it('signing in with a one-time password leads there; the new password is sent with it and the student lands on the dashboard', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ data: { ...studentUser, username: 'ada.nji', name: 'Ada Nji', mustChangePassword: true }, uid: 'u1', token: 'jwt' }),
      ),
      me(true),
      http.put('*/api/user/u1', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: { ...studentUser, mustChangePassword: false } });
      }),
    );
    dashboardApi();
    const u = userEvent.setup();
    const { router, store } = renderApp('/login');
    await u.type(await screen.findByLabelText(/Username/), 'ada.nji');
    await u.type(screen.getByLabelText('Password'), 'k7m-q2x-9pd');
    await u.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/choose-password'), { timeout: 6000 });
    // The one-time password just typed fills its field.
    expect(await screen.findByLabelText(/^One-time password/)).toHaveValue('k7m-q2x-9pd');

    await u.type(screen.getByLabelText(/^New password/), 'Mango-season-2026');
    await u.type(screen.getByLabelText(/^Confirm new password/), 'Mango-season-2027');
    await u.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await u.clear(screen.getByLabelText(/^Confirm new password/));
    await u.type(screen.getByLabelText(/^Confirm new password/), 'Mango-season-2026');
    await u.click(screen.getByRole('button', { name: 'Save my password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/studentDashboard'));
    expect(bodies).toEqual([{ password: 'Mango-season-2026', currentPassword: 'k7m-q2x-9pd' }]);
    expect(store.getState().session.user?.mustChangePassword).toBe(false);
    expect(JSON.parse(window.localStorage.getItem('subjects') ?? '[]')).toEqual(['Mathematics']);
  });

  it("shows the server's refusal (a wrong one-time password) and asks for it after a reload", async () => {
    server.use(
      me(true),
      http.put('*/api/user/u1', () => HttpResponse.json({ error: 'The current password is wrong.' }, { status: 400 })),
    );
    const u = userEvent.setup();
    renderWithProviders(<ChoosePassword />, { route: '/choose-password', ...signedInAs(newcomer) });
    const oneTime = await screen.findByLabelText(/^One-time password/);
    expect(oneTime).toHaveValue('');
    await u.type(screen.getByLabelText(/^New password/), 'Mango-season-2026');
    await u.type(screen.getByLabelText(/^Confirm new password/), 'Mango-season-2026');
    await u.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText('Please enter your current password.')).toBeInTheDocument();
    await u.type(oneTime, 'wrong-one');
    await u.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeInTheDocument();
  });

  it('a 403 PASSWORD_CHANGE_REQUIRED from any call sends the user there too', async () => {
    server.use(
      me(true),
      http.get('*/api/u1/user', () => HttpResponse.json(PASSWORD_FIRST, { status: 403 })),
    );
    const { router } = renderApp('/quiz-attempts', signedInAs({ ...sessionStudent, mustChangePassword: false }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/choose-password'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your password' })).toBeInTheDocument();
  });

  it('a password already chosen (in another tab) lets the user through', async () => {
    server.use(me(false));
    renderWithProviders(<ChoosePassword />, { route: '/choose-password', ...signedInAs(newcomer) });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/studentDashboard'));
  });

  it('sends a signed-out visitor to /login', async () => {
    renderWithProviders(<ChoosePassword />, { route: '/choose-password', preloadedState: { session: { user: null } } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });
});
