import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import { sessionStudent, studentUser } from '@/test/fixtures';
import UpdatePassword from '../routes/UpdatePassword';
import UpdateUserDetails from '../routes/UpdateUserDetails';
import SettingsPage from '../routes/SettingsPage';

const signedIn = { preloadedState: { session: { user: sessionStudent } } };

describe('settings', () => {
  it('has the two cards and the language switch', async () => {
    renderWithProviders(<SettingsPage />, { route: '/settings', ...signedIn });
    expect(screen.getByRole('link', { name: /Update Your Password/ })).toHaveAttribute('href', '/update-password');
    expect(screen.getByRole('link', { name: /Update Your User Details/ })).toHaveAttribute('href', '/updateUserDetails');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    expect(await screen.findByRole('heading', { name: 'Paramètres' })).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('fr');
    await user.click(screen.getByRole('combobox', { name: 'Langue' }));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('password: both fields, equal, then saved; server text on failure', async () => {
    const bodies: Record<string, unknown>[] = [];
    let fail = true;
    server.use(
      http.put('*/api/user/u1', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        if (fail) {
          fail = false;
          return HttpResponse.json({ error: 'Password too short' }, { status: 422 });
        }
        return HttpResponse.json({ data: studentUser });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<UpdatePassword />, { route: '/update-password', ...signedIn });
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText('Please fill in both fields.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Current password/), 'old-pass');
    await user.type(screen.getByLabelText(/^New password/), 'abc');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password too short')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ uid: 'u1', password: 'abc', currentPassword: 'old-pass' });
  });

  it('profile: saves details, class and subjects; picture upload needs a file', async () => {
    const calls: { url: string; body: unknown }[] = [];
    server.use(
      http.get('*/api/user/u1', () => HttpResponse.json({ data: studentUser })),
      http.get('*/api/u1/class', () => HttpResponse.json({ data: { className: 'Form 2' } })),
      http.get('*/api/u1/subject', () => HttpResponse.json({ data: { subjects: ['Mathematics'] } })),
      http.get('*/api/subjects/filter', () =>
        HttpResponse.json({ data: [{ id: 's1', name: 'Mathematics' }, { id: 's2', name: 'Biology' }] }),
      ),
      http.put('*/api/user/u1', async ({ request }) => {
        calls.push({ url: 'user', body: await request.json() });
        return HttpResponse.json({ data: { ...studentUser, username: 'amina2' } });
      }),
      http.put('*/api/u1/class', async ({ request }) => {
        calls.push({ url: 'class', body: await request.json() });
        return HttpResponse.json({ data: { className: 'Form 3' } });
      }),
      http.put('*/api/u1/subject', async ({ request }) => {
        calls.push({ url: 'subject', body: await request.json() });
        return HttpResponse.json({ data: {} });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderWithProviders(<UpdateUserDetails />, { route: '/updateUserDetails', ...signedIn });
    const name = await screen.findByLabelText(/^Username/);
    await waitFor(() => expect(name).toHaveValue('amina'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Please select a file to upload.')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'amina2');
    await user.click(screen.getByRole('combobox', { name: 'Class' }));
    await user.click(await screen.findByRole('option', { name: 'Form 3' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Biology' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your details have been updated.')).toBeInTheDocument();
    expect(calls).toEqual([
      { url: 'user', body: { uid: 'u1', username: 'amina2', email: 'amina@example.cm', resident: 'government' } },
      { url: 'class', body: { className: 'Form 3' } },
      { url: 'subject', body: { subjects: ['Mathematics', 'Biology'] } },
    ]);
    expect(store.getState().session.user?.username).toBe('amina2');
    expect(window.localStorage.getItem('className')).toBe('Form 3');
  });
});
