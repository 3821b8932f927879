import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import ManageQuizzes from '../routes/quizzes/ManageQuizzes';
import QuizDetails from '../routes/quizzes/QuizDetails';
import TopicDetails from '../routes/topics/TopicDetails';
import { asAdmin } from './fixtures';

const rows = () => screen.queryAllByTestId('list-row');

const quiz = (id: string, title: string, source: string, over: Record<string, unknown> = {}) => ({
  id,
  title,
  subject: 'Mathematics',
  topic: 'Fractions',
  classLevel: 'Form 1',
  quizType: 'multiple-choice-questions',
  totalQuestions: 5,
  source,
  ...over,
});

describe('Manage Quizzes tabs', () => {
  it("splits the school's quizzes (manual, weekly) from students' practice (student, supplied), school first", async () => {
    server.use(
      http.get('*/api/quizzes', () =>
        HttpResponse.json({
          data: [
            quiz('m1', 'Teacher fractions', 'manual'),
            quiz('w1', 'Weekly algebra', 'weekly', { classLevel: 'Form 2' }),
            quiz('s1', 'My own practice', 'student'),
            quiz('o1', 'Old client quiz', 'supplied'),
            quiz('s2', 'Another practice', 'student', { classLevel: 'Form 2' }),
            quiz('r1', 'Retired one', 'manual', { retired: true }),
          ],
        }),
      ),
    );
    const u = userEvent.setup();
    renderWithProviders(<ManageQuizzes />, { route: '/manage-quizzes', ...asAdmin });
    const tablist = await screen.findByRole('tablist', { name: 'Whose quizzes' });
    const school = await within(tablist).findByRole('tab', { name: 'School quizzes (2)' });
    const practice = within(tablist).getByRole('tab', { name: "Students' practice (3)" });
    expect(school).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', school.id);
    expect(screen.getByText('Teacher fractions')).toBeInTheDocument();
    expect(screen.getByText('Weekly algebra')).toBeInTheDocument();
    expect(screen.queryByText('Retired one')).not.toBeInTheDocument();

    // Keyboard: the arrow moves to the next tab and selects it.
    school.focus();
    await u.keyboard('{ArrowRight}');
    expect(practice).toHaveFocus();
    expect(practice).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByText('Old client quiz')).toBeInTheDocument();
    expect(screen.queryByText('Teacher fractions')).not.toBeInTheDocument();

    // The class filter and search still work inside a tab.
    await u.click(screen.getByRole('combobox', { name: 'Class' }));
    await u.click(await screen.findByRole('option', { name: 'Form 2' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('Another practice')).toBeInTheDocument();
    await u.type(screen.getByRole('searchbox', { name: 'Search quizzes' }), 'zzz');
    expect(await screen.findByText('No practice quizzes found.')).toBeInTheDocument();

    await u.click(school);
    await u.clear(screen.getByRole('searchbox', { name: 'Search quizzes' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('Weekly algebra')).toBeInTheDocument();
  }, 40_000);
});

describe('Delete quiz', () => {
  it('asks first, saying a taken quiz is retired, then calls DELETE, toasts the server message and goes back to the list', async () => {
    let deleted = false;
    server.use(
      http.get('*/api/quiz/q1', () => HttpResponse.json({ data: { ...quiz('q1', 'Fractions test', 'manual'), questions: [] } })),
      http.delete('*/api/quiz/q1', () => {
        deleted = true;
        return HttpResponse.json({ message: 'Quiz retired: students have taken it.', retired: true });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<QuizDetails />, { route: '/detailQuiz/q1', path: '/detailQuiz/:id', ...asAdmin });
    await u.click(await screen.findByRole('button', { name: 'Delete quiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Fractions test?' });
    expect(dialog).toHaveTextContent('If students have taken this quiz, it is retired: it is kept for their attempts and no longer offered. Otherwise it is deleted.');
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveFocus();
    await u.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Delete quiz' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Quiz retired: students have taken it.')).toBeInTheDocument();
    expect(deleted).toBe(true);
    expect(await screen.findByTestId('location')).toHaveTextContent('/manage-quizzes');
  });

  it("shows the server's error when the delete fails and stays", async () => {
    server.use(
      http.get('*/api/quiz/q2', () => HttpResponse.json({ data: { ...quiz('q2', 'Cells', 'weekly'), questions: [] } })),
      http.delete('*/api/quiz/q2', () => HttpResponse.json({ error: 'Only admins and teachers may delete quizzes.' }, { status: 403 })),
    );
    const u = userEvent.setup();
    renderWithProviders(<QuizDetails />, { route: '/detailQuiz/q2', path: '/detailQuiz/:id', ...asAdmin });
    await u.click(await screen.findByRole('button', { name: 'Delete quiz' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Only admins and teachers may delete quizzes.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Cells' })).toBeInTheDocument();
  });
});

describe('Edit and remove a topic', () => {
  const topic = { id: 't1', name: 'Fractions', subject: 'Mathematics', classLevel: 'Form 2', description: 'Parts of a whole' };
  beforeEach(() => {
    server.use(
      http.get('*/api/t1/topic', () => HttpResponse.json(topic)),
      http.get('*/api/topics', () => HttpResponse.json({ data: [topic] })),
      http.get('*/api/subjects', () =>
        HttpResponse.json({
          data: [
            { id: 's1', name: 'Mathematics', classLevel: 'Form 2' },
            { id: 's2', name: 'Physics', classLevel: 'Form 2' },
          ],
        }),
      ),
      http.get('*/api/topics/t1/usage', () => HttpResponse.json({ quizzes: 3, bankQuestions: 1 })),
    );
  });

  it('shows what the topic holds, then sends PUT with the name, subject, class level and description', async () => {
    let body: unknown = null;
    server.use(
      http.put('*/api/topics/t1', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ...topic, name: 'Fractions and decimals' }, message: 'Topic saved.' });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<TopicDetails />, { route: '/topicDisplayDetails/t1', path: '/topicDisplayDetails/:id', ...asAdmin });
    await u.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit topic' });
    expect(await within(form).findByText('This topic has 3 quizzes and 1 bank question; they will move with it.')).toBeInTheDocument();
    const name = within(form).getByRole('textbox', { name: /Topic name/ });
    expect(name).toHaveValue('Fractions');
    await u.clear(name);
    await u.type(name, 'Fractions and decimals');
    await u.click(within(form).getByRole('combobox', { name: /Subject/ }));
    await u.click(await screen.findByRole('option', { name: 'Physics' }));
    await u.click(within(form).getByRole('combobox', { name: /Class level/ }));
    await u.click(await screen.findByRole('option', { name: 'Form 3' }));
    const description = within(form).getByRole('textbox', { name: 'Description' });
    await u.clear(description);
    await u.type(description, 'Halves and tenths');
    await u.click(within(form).getByRole('button', { name: 'Save topic' }));
    expect(await screen.findByText('Topic saved.')).toBeInTheDocument();
    expect(body).toEqual({ name: 'Fractions and decimals', subject: 'Physics', classLevel: 'Form 3', description: 'Halves and tenths' });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit topic' })).not.toBeInTheDocument());
  }, 40_000);

  it("says the server's problem with an edit and keeps the form", async () => {
    server.use(http.put('*/api/topics/t1', () => HttpResponse.json({ error: 'A topic of that name already exists.' }, { status: 409 })));
    const u = userEvent.setup();
    renderWithProviders(<TopicDetails />, { route: '/topicDisplayDetails/t1', path: '/topicDisplayDetails/:id', ...asAdmin });
    await u.click(await screen.findByRole('button', { name: 'Edit' }));
    await u.click(screen.getByRole('button', { name: 'Save topic' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A topic of that name already exists.');
    expect(screen.getByRole('form', { name: 'Edit topic' })).toBeInTheDocument();
  });

  it('shows the usage in the confirmation, then calls DELETE and goes back to the topics', async () => {
    let deleted = false;
    server.use(
      http.delete('*/api/topics/t1', () => {
        deleted = true;
        return HttpResponse.json({ message: 'Topic removed.', quizzes: 3, bankQuestions: 1 });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<TopicDetails />, { route: '/topicDisplayDetails/t1', path: '/topicDisplayDetails/:id', ...asAdmin });
    await u.click(await screen.findByRole('button', { name: 'Remove topic' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Fractions?' });
    expect(
      await within(dialog).findByText('3 quizzes will be deleted, or retired where students have taken them; 1 bank question will be retired.'),
    ).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Topic removed.')).toBeInTheDocument();
    expect(deleted).toBe(true);
    expect(await screen.findByTestId('location')).toHaveTextContent('/manage-topics');
  });

  it('says so when the usage cannot be counted', async () => {
    server.use(http.get('*/api/topics/t1/usage', () => HttpResponse.json({ error: 'Store down' }, { status: 503 })));
    const u = userEvent.setup();
    renderWithProviders(<TopicDetails />, { route: '/topicDisplayDetails/t1', path: '/topicDisplayDetails/:id', ...asAdmin });
    await u.click(await screen.findByRole('button', { name: 'Remove topic' }));
    expect(await within(screen.getByRole('dialog')).findByText('Store down')).toBeInTheDocument();
  });
});
