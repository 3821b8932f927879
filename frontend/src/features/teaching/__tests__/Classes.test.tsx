import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import ManageClasses from '../routes/ManageClasses';
import ClassForm from '../routes/ClassForm';
import AdminClass from '../routes/AdminClass';
import { addStudentsSchema } from '../components/AddStudentsDialog';
import { asAdmin, schoolClass, students } from './fixtures';

const people = [
  { id: 't1', username: 'mrs.tabe', fullName: 'Tabe Mary', role: 'teacher' },
  { id: 't2', username: 'mr.nkem', fullName: 'Nkem Paul', role: 'teacher' },
  { id: 's3', username: 'chi', fullName: 'Chi Ade', role: 'student', className: 'Form 2' },
  { id: 'ad', username: 'boss', role: 'admin' },
];
/** The same people as GET /api/users answers an admin: whole accounts, the full name as `name`. */
const accounts = people.map(({ fullName, ...p }) => ({ ...p, uid: p.id, email: `${p.username}@school.cm`, name: fullName ?? '' }));

describe('Classes (admin)', () => {
  it('lists the classes and sends search, class level and school year to the server', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/classes', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [schoolClass(), schoolClass({ id: 'c2', name: 'Form 1 A', classLevel: 'Form 1', studentCount: 30, teachers: [] })], total: 2 });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<ManageClasses />, { route: '/manage-classes', ...asAdmin });
    expect(await screen.findByRole('heading', { name: 'Classes' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('class-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'Form 2 B' })).toHaveAttribute('href', '/manage-classes/c1');
    expect(within(rows[0]).getByText('Tabe Mary (mrs.tabe)')).toBeInTheDocument();
    expect(within(rows[1]).getByText('No teacher yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New class' })).toHaveAttribute('href', '/manage-classes/new');
    expect(Object.fromEntries(asked[0])).toEqual({ page: '1', limit: '10' });

    await u.click(screen.getByRole('combobox', { name: 'Class level' }));
    await u.click(screen.getByRole('option', { name: 'Form 2' }));
    await u.type(screen.getByRole('searchbox', { name: 'Search classes' }), 'B');
    const year = screen.getByRole('combobox', { name: 'School year' });
    await u.click(year);
    const options = screen.getAllByRole('option');
    await u.click(options[2]);
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBe('B'));
    const last = Object.fromEntries(asked.at(-1)!);
    expect(last.classLevel).toBe('Form 2');
    expect(last.schoolYear).toMatch(/^\d{4}-\d{4}$/);
  });

  it('"New class" posts name, level, stream, school year and the teachers picked', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/users', () => HttpResponse.json(accounts)),
      http.post('*/api/classes', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: schoolClass({ id: 'c9' }), message: 'Class created.' }, { status: 201 });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<ClassForm />, { route: '/manage-classes/new', ...asAdmin });
    await u.click(screen.getByRole('button', { name: 'Create class' }));
    expect(await screen.findByText('Give the class a name.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await u.type(screen.getByRole('textbox', { name: /Class name/ }), 'Form 2 B');
    await u.click(screen.getByRole('button', { name: 'Create class' }));
    expect(await screen.findByText('Choose the class level.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await u.click(screen.getByRole('combobox', { name: /Class level/ }));
    await u.click(screen.getByRole('option', { name: 'Form 2' }));
    await u.click(screen.getByRole('combobox', { name: 'Stream' }));
    await u.click(screen.getByRole('option', { name: 'Science' }));
    await u.click(screen.getByRole('combobox', { name: /School year/ }));
    await u.click(screen.getByRole('option', { name: '2026-2027' }).closest('li') ?? screen.getAllByRole('option')[0]);
    const teachers = screen.getByRole('combobox', { name: 'Teachers' });
    await u.click(teachers);
    // Only teachers are offered.
    expect(await screen.findByRole('option', { name: 'Tabe Mary (mrs.tabe)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /chi/ })).not.toBeInTheDocument();
    await u.click(screen.getByRole('option', { name: 'Nkem Paul (mr.nkem)' }));
    await u.click(screen.getByRole('button', { name: 'Create class' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ name: 'Form 2 B', classLevel: 'Form 2', stream: 'Science', schoolYear: '2026-2027', teacherIds: ['t2'] });
    expect(await screen.findByTestId('location')).toHaveTextContent('/manage-classes/c9');
  });

  it('imports students from a CSV: a preview first, then "Confirm" stores it', async () => {
    const bodies: { csv: string; confirm: boolean }[] = [];
    server.use(
      http.get('*/api/classes/c1', () => HttpResponse.json({ data: schoolClass(), students })),
      http.post('*/api/classes/c1/students/import', async ({ request }) => {
        const body = (await request.json()) as { csv: string; confirm: boolean };
        bodies.push(body);
        return HttpResponse.json({
          data: {
            enrolled: [{ id: 's3', username: 'chi', fullName: 'Chi Ade', classLevel: 'Form 2' }],
            alreadyInClass: ['ama'],
            refused: [{ line: 4, username: 'zzz', reason: 'No student has the username zzz.' }],
            confirmed: body.confirm,
          },
        });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<AdminClass />, { route: '/manage-classes/c1', path: '/manage-classes/:id', ...asAdmin });
    expect(await screen.findByRole('heading', { name: 'Form 2 B' })).toBeInTheDocument();
    expect(screen.getAllByTestId('student-row')).toHaveLength(2);
    await u.click(screen.getByRole('button', { name: 'Import from CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import students from a CSV file' });
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await u.type(within(dialog).getByRole('textbox', { name: 'CSV text' }), 'username{enter}chi{enter}ama{enter}zzz{enter}');
    await u.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('1 would join the class, 1 already in it, 1 refused.')).toBeInTheDocument();
    expect(within(dialog).getByText('Chi Ade (chi)')).toBeInTheDocument();
    const refused = within(dialog).getByTestId('refused-row');
    expect(refused).toHaveTextContent('4');
    expect(refused).toHaveTextContent('No student has the username zzz.');
    expect(bodies).toEqual([{ csv: 'username\nchi\nama\nzzz\n', confirm: false }]);

    await u.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('1 joined the class, 1 already in it, 1 refused.')).toBeInTheDocument();
    expect(bodies[1]).toEqual({ csv: 'username\nchi\nama\nzzz\n', confirm: true });
  });

  it('adds students picked from a search, removes one, and deletes the class after a confirmation', async () => {
    const enrolled: unknown[] = [];
    let removed = '';
    let deleted = false;
    server.use(
      http.get('*/api/classes/c1', () => HttpResponse.json({ data: schoolClass(), students })),
      http.get('*/api/users', () => HttpResponse.json(accounts)),
      http.post('*/api/classes/c1/students', async ({ request }) => {
        enrolled.push(await request.json());
        return HttpResponse.json({ data: { enrolled: [people[2]], alreadyInClass: [], refused: [], confirmed: true } });
      }),
      http.delete('*/api/classes/c1/students/:userId', ({ params }) => {
        removed = String(params.userId);
        return HttpResponse.json({ message: 'Student removed from the class.' });
      }),
      http.delete('*/api/classes/c1', () => {
        deleted = true;
        return HttpResponse.json({ message: 'Class deleted.' });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<AdminClass />, { route: '/manage-classes/c1', path: '/manage-classes/:id', ...asAdmin });
    await u.click(await screen.findByRole('button', { name: 'Add students' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add students to the class' });
    await u.type(within(dialog).getByRole('searchbox', { name: /Search students/ }), 'chi');
    await u.click(await within(dialog).findByRole('checkbox', { name: /Chi Ade \(chi\)/ }));
    // Teachers and admins are not offered.
    expect(within(dialog).queryByRole('checkbox', { name: /mrs.tabe/ })).not.toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Add 1 student' }));
    expect(await within(dialog).findByText('1 joined the class, 0 already in it, 0 refused.')).toBeInTheDocument();
    expect(enrolled).toEqual([{ userIds: ['s3'] }]);
    await u.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await u.click(screen.getByRole('button', { name: 'Remove bih from the class' }));
    await u.click(within(await screen.findByRole('dialog', { name: 'Remove this student?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toBe('s2'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await u.click(screen.getByRole('button', { name: 'Delete class' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this class?' });
    await u.click(within(confirm).getByRole('button', { name: 'Delete class' }));
    await waitFor(() => expect(deleted).toBe(true));
    expect(await screen.findByTestId('location')).toHaveTextContent('/manage-classes');
  });
});

describe('adding students', () => {
  it('needs at least one student picked; the search is not checked', () => {
    expect(addStudentsSchema.safeParse({ term: '', picked: [] }).success).toBe(false);
    expect(addStudentsSchema.safeParse({ term: 'chi', picked: ['s3'] }).success).toBe(true);
  });

  it("waits for a pick, shows the server's refusal, and starts again empty after Cancel", async () => {
    server.use(
      http.get('*/api/classes/c1', () => HttpResponse.json({ data: schoolClass(), students })),
      http.get('*/api/users', () => HttpResponse.json(accounts)),
      http.post('*/api/classes/c1/students', () => HttpResponse.json({ error: 'The class is full.' }, { status: 409 })),
    );
    const u = userEvent.setup();
    renderWithProviders(<AdminClass />, { route: '/manage-classes/c1', path: '/manage-classes/:id', ...asAdmin });
    await u.click(await screen.findByRole('button', { name: 'Add students' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add students to the class' });
    expect(within(dialog).getByRole('button', { name: 'Add 0 students' })).toBeDisabled();
    await u.type(within(dialog).getByRole('searchbox', { name: /Search students/ }), 'chi');
    await u.click(await within(dialog).findByRole('checkbox', { name: /Chi Ade \(chi\)/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Add 1 student' }));
    expect(await within(dialog).findByText('The class is full.')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await u.click(screen.getByRole('button', { name: 'Add students' }));
    dialog = await screen.findByRole('dialog', { name: 'Add students to the class' });
    expect(within(dialog).getByRole('searchbox', { name: /Search students/ })).toHaveValue('');
    expect(within(dialog).queryByText('The class is full.')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add 0 students' })).toBeDisabled();
  });
});
