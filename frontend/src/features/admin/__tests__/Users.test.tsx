import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import { attemptFor, mcqQuiz } from '@/test/fixtures';
import UserDetails from '../routes/users/UserDetails';
import EditUser from '../routes/users/EditUser';
import UpdateAdminPassword from '../settings/UpdateAdminPassword';
import AdminSettings from '../settings/AdminSettings';
import { asAdmin, user } from './fixtures';

const amina = user(1, { username: 'amina', className: 'Form 2', resident: 'Buea', role: 'student', streak: 4, subjects: ['Mathematics'] });

function userApi({ classFails = false } = {}) {
  server.use(
    http.get('*/api/user/u1', () => HttpResponse.json({ data: amina })),
    http.get('*/api/u1/class', () =>
      classFails ? HttpResponse.json({ error: 'x' }, { status: 500 }) : HttpResponse.json({ data: { className: 'Form 2' } }),
    ),
    http.get('*/api/u1/subject', () => HttpResponse.json({ data: { subjects: ['Mathematics'] } })),
    http.get('*/api/subjects/filter', () =>
      HttpResponse.json({ data: [{ id: 's1', name: 'Mathematics' }, { id: 's2', name: 'Biology' }] }),
    ),
    http.get('*/api/u1/user', () =>
      HttpResponse.json({
        data: Array.from({ length: 9 }, (_, i) => ({
          ...attemptFor(mcqQuiz),
          id: `a${i}`,
          topic: `Topic ${i}`,
          status: 'completed',
          score: i === 0 ? 49 : i === 1 ? 50 : 80,
          createdAt: { seconds: 1_700_000_000 - i * 1000 },
          quizData: undefined,
        })),
      }),
    ),
  );
}

describe('User Details', () => {
  it('shows the profile, a read-only subjects checklist and the quizzes 7 a page, passed at 50', async () => {
    userApi();
    const u = userEvent.setup();
    renderWithProviders(<UserDetails />, { route: '/userDetails/u1', path: '/userDetails/:id', ...asAdmin });
    expect(await screen.findByRole('heading', { name: 'amina' })).toBeInTheDocument();
    expect(screen.getByText('Buea')).toBeInTheDocument();
    expect(screen.getByText('4 days')).toBeInTheDocument();
    expect(screen.getByText('Student')).toBeInTheDocument();
    const maths = await screen.findByRole('checkbox', { name: 'Mathematics' });
    expect(maths).toBeChecked();
    expect(maths).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Biology' })).not.toBeChecked();

    await waitFor(() => expect(screen.getAllByTestId('quiz-row')).toHaveLength(7));
    const [first, second] = screen.getAllByTestId('quiz-row');
    expect(within(first).getByText('49%').closest('[data-result]')).toHaveAttribute('data-result', 'failed');
    expect(within(second).getByText('50%').closest('[data-result]')).toHaveAttribute('data-result', 'passed');
    await u.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getAllByTestId('quiz-row')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Edit User' })).toHaveAttribute('href', '/edit-user/u1');
  });

  it("shows 'None assigned' when the class lookup fails", async () => {
    userApi({ classFails: true });
    renderWithProviders(<UserDetails />, { route: '/userDetails/u1', path: '/userDetails/:id', ...asAdmin });
    expect((await screen.findAllByText('None assigned')).length).toBeGreaterThan(0);
  });

  it("deletes after a confirmation: 'Deleting...', 'Deleted' / 'User removed!', back to the list after 1.5 s", async () => {
    userApi();
    server.use(
      http.delete('*/api/user/u1', async () => {
        await new Promise((r) => setTimeout(r, 100));
        return HttpResponse.json({ message: 'User removed!' });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<UserDetails />, { route: '/userDetails/u1', path: '/userDetails/:id', ...asAdmin });
    await u.click(await screen.findByRole('button', { name: 'Delete User' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this user?' });
    await u.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await u.click(screen.getByRole('button', { name: 'Delete User' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findAllByText('Deleting...')).not.toHaveLength(0);
    expect(await screen.findByText('User removed!')).toBeInTheDocument();
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    expect(await screen.findByTestId('location', {}, { timeout: 3000 })).toHaveTextContent('/manage-users');
  });

  it('prints a new login slip for a student who forgot their password, after saying what it ends', async () => {
    userApi();
    const asked: string[] = [];
    server.use(
      http.get('*/api/school', () => HttpResponse.json({ timeZone: 'Africa/Douala', name: 'GBHS Yaoundé' })),
      http.post('*/api/user/:uid/slip', ({ params }) => {
        asked.push(String(params.uid));
        return HttpResponse.json({
          data: { id: 'u1', name: 'Amina Bello', username: 'amina', className: 'Form 2 B', oneTimePassword: 'abc-def-ghj' },
          message: 'A new one-time password for amina: their sessions have ended.',
        });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<UserDetails />, { route: '/userDetails/u1', path: '/userDetails/:id', ...asAdmin });
    await u.click(await screen.findByRole('button', { name: 'New login slip' }));
    const dialog = screen.getByRole('dialog', { name: 'Print a new login slip?' });
    expect(dialog).toHaveTextContent('they are signed out everywhere');
    await u.click(within(dialog).getByRole('button', { name: 'Yes' }));
    const slip = await screen.findByTestId('login-slip');
    expect(asked).toEqual(['u1']);
    expect(slip).toHaveTextContent('GBHS Yaoundé');
    expect(slip).toHaveTextContent('Amina Bello');
    expect(slip).toHaveTextContent('abc-def-ghj');
    await u.click(screen.getByRole('button', { name: 'Back to amina' }));
    expect(await screen.findByRole('heading', { name: 'amina' })).toBeInTheDocument();
    expect(screen.queryByText('abc-def-ghj')).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch user' when the user cannot be read", async () => {
    server.use(
      http.get('*/api/user/u9', () => new HttpResponse(null, { status: 500 })),
      http.get('*/api/u9/class', () => HttpResponse.json({ data: { className: null } })),
      http.get('*/api/u9/subject', () => HttpResponse.json({ data: { subjects: [] } })),
      http.get('*/api/u9/user', () => HttpResponse.json({ data: [] })),
    );
    renderWithProviders(<UserDetails />, { route: '/userDetails/u9', path: '/userDetails/:id', ...asAdmin });
    expect(await screen.findByText('Failed to fetch user')).toBeInTheDocument();
  });
});

describe('Edit User', () => {
  it('uploads a picture through the popup: a file is needed, the server text on failure', async () => {
    userApi();
    let fail = true;
    server.use(
      http.put('*/api/u1/profile-pic', () => {
        if (fail) {
          fail = false;
          return HttpResponse.json({ error: 'Only images are accepted.' }, { status: 415 });
        }
        return HttpResponse.json({ data: { profilePic: '/uploads/u1.png' } });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<EditUser />, { route: '/edit-user/u1', path: '/edit-user/:id', ...asAdmin });
    await u.click(await screen.findByRole('button', { name: 'Change picture' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload a profile picture' });
    expect(within(dialog).getByTestId('picture-input')).toHaveAttribute('accept', 'image/*');
    await u.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Please select a file to upload.')).toBeInTheDocument();
    await u.upload(within(dialog).getByTestId('picture-input'), new File(['x'], 'me.png', { type: 'image/png' }));
    await u.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Only images are accepted.')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Profile picture updated.')).toBeInTheDocument();
  });

  it('saves the fields, class and subjects, then goes to the details after 2 s', async () => {
    userApi();
    const calls: { what: string; body: unknown }[] = [];
    server.use(
      http.put('*/api/user/u1', async ({ request }) => {
        calls.push({ what: 'user', body: await request.json() });
        return HttpResponse.json({ data: amina });
      }),
      http.put('*/api/u1/class', async ({ request }) => {
        calls.push({ what: 'class', body: await request.json() });
        return HttpResponse.json({ data: { className: 'Form 3' } });
      }),
      http.put('*/api/u1/subject', async ({ request }) => {
        calls.push({ what: 'subject', body: await request.json() });
        return HttpResponse.json({ data: { subjects: [] } });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<EditUser />, { route: '/edit-user/u1', path: '/edit-user/:id', ...asAdmin });
    const name = await screen.findByLabelText(/^Username/);
    await u.clear(name);
    await u.type(name, 'amina2');
    await u.clear(screen.getByLabelText(/^Age/));
    await u.type(screen.getByLabelText(/^Age/), '15');
    await u.click(screen.getByRole('combobox', { name: 'Status' }));
    await u.click(await screen.findByRole('option', { name: 'Inactive' }));
    await u.click(screen.getByRole('combobox', { name: 'Role' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Administrator', 'Student', 'Teacher']);
    await u.click(screen.getByRole('option', { name: 'Teacher' }));
    await u.click(screen.getByRole('combobox', { name: 'Class' }));
    await u.click(await screen.findByRole('option', { name: 'Form 3' }));
    await u.click(await screen.findByRole('checkbox', { name: 'Biology' }));
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated.')).toBeInTheDocument();
    expect(calls).toEqual([
      { what: 'user', body: { uid: 'u1', username: 'amina2', email: 'user1@example.cm', resident: 'Buea', age: '15', status: 'inactive', role: 'teacher' } },
      { what: 'class', body: { className: 'Form 3' } },
      { what: 'subject', body: { subjects: ['Mathematics', 'Biology'] } },
    ]);
    expect(await screen.findByTestId('location', {}, { timeout: 3500 })).toHaveTextContent('/userDetails/u1');
  });

  it("'Update failed' without a server text; delete asks the browser first", async () => {
    userApi();
    const deleted: string[] = [];
    server.use(
      http.put('*/api/user/u1', () => new HttpResponse(null, { status: 500 })),
      http.delete('*/api/user/u1', () => {
        deleted.push('u1');
        return HttpResponse.json({ message: 'User removed!' });
      }),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const u = userEvent.setup();
    renderWithProviders(<EditUser />, { route: '/edit-user/u1', path: '/edit-user/:id', ...asAdmin });
    await u.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findAllByText('Update failed')).not.toHaveLength(0);
    await u.click(screen.getByRole('button', { name: 'Delete User' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this user?');
    expect(deleted).toEqual([]);
    await u.click(screen.getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByText('User removed!')).toBeInTheDocument();
    expect(deleted).toEqual(['u1']);
    expect(await screen.findByTestId('location', {}, { timeout: 3000 })).toHaveTextContent('/manage-users');
  });
});

describe('Admin settings', () => {
  it('has cards to the details and password pages', () => {
    renderWithProviders(<AdminSettings />, { route: '/adminSettings', ...asAdmin });
    expect(screen.getByRole('link', { name: /Update Your Details/ })).toHaveAttribute('href', '/updateAdminDetails');
    expect(screen.getByRole('link', { name: /Update Your Password/ })).toHaveAttribute('href', '/updateAdminpassword');
  });

  it('password: both fields, equal, then saved', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/user/ad1', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: {} });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<UpdateAdminPassword />, { route: '/updateAdminpassword', ...asAdmin });
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText('Please fill in both fields.')).toBeInTheDocument();
    await u.type(screen.getByLabelText(/^New password/), 'secret one');
    await u.type(screen.getByLabelText(/^Confirm new password/), 'secret two');
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    await u.clear(screen.getByLabelText(/^Confirm new password/));
    await u.type(screen.getByLabelText(/^Confirm new password/), 'secret one');
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(bodies).toEqual([{ uid: 'ad1', password: 'secret one' }]);
  });
});
