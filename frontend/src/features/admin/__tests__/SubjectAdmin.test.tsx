import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import { changeLanguage } from '@/i18n';
import SubjectDetails from '../routes/subjects/SubjectDetails';
import { asAdmin } from './fixtures';

const subject = { id: 's1', name: 'Biology', description: 'Living things', classLevel: 'Form 2', image: null, topicsCount: 4 };
const open = () =>
  renderWithProviders(<SubjectDetails />, { route: '/subjectDisplayDetails/s1', path: '/subjectDisplayDetails/:id', ...asAdmin });

describe('Edit, move and remove a subject', () => {
  beforeEach(() => {
    server.use(
      http.get('*/api/userSubject/s1', () => HttpResponse.json(subject)),
      http.get('*/api/subjects/s1/usage', () => HttpResponse.json({ topics: 4, quizzes: 12, bankQuestions: 80 })),
    );
  });

  it('says what the subject holds, then moves it to another class with PUT', async () => {
    let body: unknown = null;
    server.use(
      http.put('*/api/subjects/s1', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ...subject, classLevel: 'Form 3' }, message: 'Subject saved.' });
      }),
    );
    const u = userEvent.setup();
    open();
    await u.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit subject' });
    expect(
      await within(form).findByText('This subject has 4 topics, 12 quizzes and 80 bank questions; they will move with it.'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Subject name/ })).toHaveValue('Biology');
    await u.click(within(form).getByRole('combobox', { name: /Class Level/ }));
    await u.click(await screen.findByRole('option', { name: 'Form 3' }));
    expect(within(form).getByText(/Moving from Form 2 to Form 3: its topics, quizzes and bank questions go with it/)).toBeInTheDocument();
    await u.click(within(form).getByRole('button', { name: 'Save subject' }));
    expect(await screen.findByText('Subject saved.')).toBeInTheDocument();
    expect(body).toEqual({ name: 'Biology', description: 'Living things', classLevel: 'Form 3' });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit subject' })).not.toBeInTheDocument());
  }, 40_000);

  it("says the server's refusal of a move onto a class that has the subject, and keeps the form", async () => {
    server.use(
      http.put('*/api/subjects/s1', () => HttpResponse.json({ error: 'Form 3 already has a subject named Biology.' }, { status: 409 })),
    );
    const u = userEvent.setup();
    open();
    await u.click(await screen.findByRole('button', { name: 'Edit' }));
    await u.click(screen.getByRole('button', { name: 'Save subject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Form 3 already has a subject named Biology.');
    expect(screen.getByRole('form', { name: 'Edit subject' })).toBeInTheDocument();
  });

  it('a blank name is refused before anything is sent', async () => {
    let sent = false;
    server.use(
      http.put('*/api/subjects/s1', () => {
        sent = true;
        return HttpResponse.json({});
      }),
    );
    const u = userEvent.setup();
    open();
    await u.click(await screen.findByRole('button', { name: 'Edit' }));
    await u.clear(screen.getByRole('textbox', { name: /Subject name/ }));
    await u.click(screen.getByRole('button', { name: 'Save subject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name and class level are required.');
    expect(sent).toBe(false);
  });

  it('says in the confirmation what goes with the subject, then deletes it', async () => {
    let deleted = false;
    server.use(
      http.delete('*/api/deleteSubject/s1', () => {
        deleted = true;
        return HttpResponse.json({ message: 'Subject deleted.', topics: 4, quizzesRetired: 2, quizzesDeleted: 10, bankQuestions: 80 });
      }),
    );
    const u = userEvent.setup();
    open();
    await u.click(await screen.findByRole('button', { name: 'Delete Subject' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Biology?' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    expect(
      await within(dialog).findByText(
        'This subject has 4 topics, 12 quizzes and 80 bank questions. Its topics will be removed, its quizzes deleted or, where students have taken them, retired, and its bank questions retired; attempts stay.',
      ),
    ).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Subject deleted.')).toBeInTheDocument();
    expect(deleted).toBe(true);
    expect(await screen.findByTestId('location')).toHaveTextContent('/manage-subjects');
  });

  it('says so when the usage cannot be counted, and says it in French', async () => {
    server.use(http.get('*/api/subjects/s1/usage', () => HttpResponse.json({ error: 'Store down' }, { status: 503 })));
    const u = userEvent.setup();
    const { unmount } = open();
    await u.click(await screen.findByRole('button', { name: 'Delete Subject' }));
    expect(await within(screen.getByRole('dialog')).findByText('Store down')).toBeInTheDocument();
    unmount();
    server.use(http.get('*/api/subjects/s1/usage', () => HttpResponse.json({ topics: 1, quizzes: 1, bankQuestions: 2 })));
    await act(() => changeLanguage('fr'));
    try {
      open();
      await u.click(await screen.findByRole('button', { name: 'Supprimer la matière' }));
      expect(
        await within(screen.getByRole('dialog')).findByText(/^Cette matière contient 1 thème, 1 quiz et 2 questions de la banque\./),
      ).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
