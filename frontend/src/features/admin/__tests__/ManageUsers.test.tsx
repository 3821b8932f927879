import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import ManageUsers from '../routes/users/ManageUsers';
import { asAdmin, catchDownloads, pagerItems, user, users } from './fixtures';

const classes = [
  { id: 'c1', name: 'Form 1 A', classLevel: 'Form 1', stream: null, schoolYear: '2026-2027', teachers: [], studentCount: 2, createdAt: '2026-09-01T07:00:00Z' },
  { id: 'c2', name: 'Form 1 B', classLevel: 'Form 1', stream: null, schoolYear: '2026-2027', teachers: [], studentCount: 0, createdAt: '2026-09-01T07:00:00Z' },
];
/** The class filter's options come from GET /api/classes (this school year's). */
let classQueries: URLSearchParams[] = [];
beforeEach(() => {
  classQueries = [];
  server.use(
    http.get('*/api/classes', ({ request }) => {
      classQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: classes, total: classes.length });
    }),
  );
});

const render = (route = '/manage-users') => renderWithProviders(<ManageUsers />, { route, path: '/manage-users', ...asAdmin });
const rows = () => screen.queryAllByTestId('user-row');
const pager = () => screen.getByRole('navigation', { name: 'Pagination' });

describe('Manage Users', () => {
  it('lists users 10 a page with a windowed pager, and 25 a page on request', async () => {
    server.use(http.get('*/api/users', () => HttpResponse.json(users(100))));
    const u = userEvent.setup();
    render();
    expect(await screen.findByRole('heading', { name: 'Manage Users' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(within(rows()[0]).getByText('user001')).toBeInTheDocument();
    expect(within(rows()[0]).getByText('user1@example.cm')).toBeInTheDocument();
    expect(within(rows()[0]).getByText('Active')).toBeInTheDocument();
    expect(within(rows()[2]).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–10 of 100')).toBeInTheDocument();
    expect(pagerItems(pager())).toEqual(['1', '2', '3', '4', '…', '10']);

    await u.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(pagerItems(pager())).toEqual(['1', '…', '3', '4', '5', '…', '10']);
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(within(rows()[0]).getByText('user031')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(pagerItems(pager())).toEqual(['1', '…', '7', '8', '9', '10']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await u.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await u.click(await screen.findByRole('option', { name: '25' }));
    expect(rows()).toHaveLength(25);
    expect(pagerItems(pager())).toEqual(['1', '2', '3', '4']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists teacher requests above the users; Approve and Refuse settle them', async () => {
    let waiting = [
      user(1, { username: 'mbarga', teacherRequestedAt: { seconds: 1_790_000_000, nanoseconds: 0 } }),
      user(2, { username: 'ndip', teacherRequestedAt: { seconds: 1_790_000_100, nanoseconds: 0 } }),
    ];
    const decided: string[] = [];
    server.use(
      http.get('*/api/users', () => HttpResponse.json(users(3))),
      http.get('*/api/teacher-requests', () => HttpResponse.json({ data: waiting })),
      http.post('*/api/user/:uid/teacher-request/:decision', ({ params }) => {
        decided.push(`${String(params.decision)} ${String(params.uid)}`);
        const who = waiting.find((w) => w.id === params.uid)!;
        waiting = waiting.filter((w) => w.id !== params.uid);
        return HttpResponse.json({ data: { ...who, role: params.decision === 'approve' ? 'teacher' : 'student' }, message: 'ok' });
      }),
    );
    const u = userEvent.setup();
    render();
    const section = await screen.findByRole('region', { name: 'Teacher requests (2)' });
    expect(within(section).getAllByTestId('teacher-request').map((li) => li.textContent)).toEqual([
      expect.stringContaining('mbarga'),
      expect.stringContaining('ndip'),
    ]);
    await u.click(within(section).getByRole('button', { name: 'Approve mbarga as a teacher' }));
    expect(await screen.findByText('mbarga is now a teacher.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Teacher requests (1)' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: "Refuse ndip's request" }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Teacher requests/ })).not.toBeInTheDocument());
    expect(decided).toEqual(['approve u1', 'refuse u2']);
  });

  it('shows every page up to 6 without ellipses', async () => {
    server.use(http.get('*/api/users', () => HttpResponse.json(users(60))));
    render();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(pagerItems(pager())).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(screen.queryByTestId('ellipsis')).not.toBeInTheDocument();
  });

  it('searches with search-users, filters with filter-users, and says when nothing is found', async () => {
    const searched: string[] = [];
    const filtered: string[] = [];
    server.use(
      http.get('*/api/users', () => HttpResponse.json(users(12))),
      http.get('*/api/search-users', ({ request }) => {
        const q = new URL(request.url).searchParams.get('query') ?? '';
        searched.push(q);
        return HttpResponse.json({ results: q === 'zz' ? [] : [user(5, { username: 'amina' }), user(6, { username: 'aminata', status: 'inactive' })] });
      }),
      http.get('*/api/filter-users', ({ request }) => {
        const s = new URL(request.url).searchParams.get('status') ?? '';
        filtered.push(s);
        return HttpResponse.json({ results: [user(3, { username: 'sleepy', status: 'inactive' })] });
      }),
    );
    const u = userEvent.setup();
    render();
    await waitFor(() => expect(rows()).toHaveLength(10));

    await u.click(screen.getByRole('combobox', { name: 'Status' }));
    await u.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('sleepy')).toBeInTheDocument();
    expect(filtered).toEqual(['inactive']);

    await u.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ami');
    await waitFor(() => expect(searched).toEqual(['ami']));
    // The status filter still applies to the results.
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('aminata')).toBeInTheDocument();

    await u.click(screen.getByRole('combobox', { name: 'Status' }));
    await u.click(await screen.findByRole('option', { name: 'All Users' }));
    await waitFor(() => expect(rows()).toHaveLength(2));

    await u.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    await u.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zz');
    expect(await screen.findByText('No users found.')).toBeInTheDocument();

    // An empty query lists everyone again.
    await u.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it('takes a search term from the header (?q=)', async () => {
    const searched: string[] = [];
    server.use(
      http.get('*/api/search-users', ({ request }) => {
        searched.push(new URL(request.url).searchParams.get('query') ?? '');
        return HttpResponse.json({ results: [user(7, { username: 'grace' })] });
      }),
    );
    render('/manage-users?q=gra');
    expect(await screen.findByText('grace')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('gra');
    expect(searched).toEqual(['gra']);
  });

  it('exports users.csv from the server, and a row opens the user', async () => {
    server.use(
      http.get('*/api/users', () => HttpResponse.json(users(3))),
      http.get('*/api/export/users.csv', () =>
        new HttpResponse('Username,Email,Status,Created At\r\nuser001,user1@example.cm,active,2023-11-14 22:13\r\n', {
          headers: { 'content-type': 'text/csv' },
        }),
      ),
    );
    const files = catchDownloads();
    const u = userEvent.setup();
    render();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByRole('link', { name: 'Add Users' })).toHaveAttribute('href', '/add-User');
    await u.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].name).toBe('users.csv');
    expect(await files[0].text).toContain('Username,Email,Status,Created At');

    await u.click(within(rows()[1]).getByText('user2@example.cm'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/userDetails/u2');
  });

  it('shows the server error when the list fails, and a failed export', async () => {
    server.use(
      http.get('*/api/users', () => HttpResponse.json({ error: 'You are not allowed to do that.' }, { status: 403 })),
      http.get('*/api/export/users.csv', () => HttpResponse.json({ error: 'Export broke' }, { status: 500 })),
    );
    catchDownloads();
    const u = userEvent.setup();
    render();
    expect(await screen.findByText('You are not allowed to do that.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export broke')).toBeInTheDocument();
  });

  it('shows each person\'s role and class, and filters by role and by class beside the status', async () => {
    server.use(
      http.get('*/api/users', () =>
        HttpResponse.json([
          user(1, { username: 'ada.nji', name: 'Ada Nji', role: 'student', schoolClass: { id: 'c1', name: 'Form 1 A' } }),
          user(2, { username: 'bih', role: 'student', schoolClass: { id: 'c2', name: 'Form 1 B' } }),
          user(4, { username: 'mrs.tabe', role: 'teacher', schoolClass: null }),
          user(5, { username: 'carl', role: 'student', schoolClass: null }),
        ]),
      ),
    );
    const u = userEvent.setup();
    render();
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.getByRole('columnheader', { name: 'Role' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Class' })).toBeInTheDocument();
    const first = rows()[0];
    expect(within(first).getByText('Ada Nji')).toBeInTheDocument();
    expect(within(first).getAllByText('Student').length).toBeGreaterThan(0);
    expect(within(first).getByText('Form 1 A')).toBeInTheDocument();
    // On a phone the role and class columns are hidden; they show under the name.
    expect(within(first).getByTestId('user-role-class')).toHaveTextContent('Student · Form 1 A');
    expect(classQueries[0].get('schoolYear')).toMatch(/^\d{4}-\d{4}$/);

    await u.click(screen.getByRole('combobox', { name: 'Role' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All roles', 'Student', 'Teacher', 'Admin']);
    await u.click(screen.getByRole('option', { name: 'Teacher' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('mrs.tabe')).toBeInTheDocument();

    await u.click(screen.getByRole('combobox', { name: 'Role' }));
    await u.click(screen.getByRole('option', { name: 'Student' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    await u.click(screen.getByRole('combobox', { name: 'Class' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All classes', 'No class this year', 'Form 1 A', 'Form 1 B']);
    await u.click(screen.getByRole('option', { name: 'Form 1 B' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('bih')).toBeInTheDocument();
    await u.click(screen.getByRole('combobox', { name: 'Class' }));
    await u.click(screen.getByRole('option', { name: 'No class this year' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('carl')).toBeInTheDocument();
    // The status filter is still there, with its words.
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All Users');
  });

  it('links to the import of students', async () => {
    server.use(http.get('*/api/users', () => HttpResponse.json(users(1))));
    render();
    expect(await screen.findByRole('link', { name: 'Import students' })).toHaveAttribute('href', '/admin/users/import');
  });
});
