import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TFunction } from 'i18next';
import { server } from '@/test/server';
import { renderApp, renderWithProviders } from '@/test/utils';
import TeacherHome from '../routes/TeacherHome';
import TeacherClass from '../routes/TeacherClass';
import AssignQuiz, { assignSchema, OTHER } from '../routes/AssignQuiz';
import AssignmentResults from '../routes/AssignmentResults';
import { analysis, asAdmin, asStudent, asTeacher, assignment, home, results, schoolClass, students } from './fixtures';

const teacherLayout = [
  http.get('*/api/:uid/class', () => HttpResponse.json({ data: { className: 'Form 2' } })),
  http.get('*/api/user/:uid', () => HttpResponse.json({ data: {} })),
];

describe("a teacher's home", () => {
  it('shows classes, open and upcoming assignments in school time, marks to check and weakest topics', async () => {
    server.use(http.get('*/api/teacher/home', () => HttpResponse.json({ data: home() })));
    renderWithProviders(<TeacherHome />, { route: '/teacher', ...asTeacher });
    expect(await screen.findAllByRole('heading', { name: 'Form 2 B', level: 3 })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'My classes', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Form 2 B/ })).toHaveAttribute('href', '/teacher/classes/c1');
    const open = screen.getByRole('list', { name: 'Open now' });
    expect(within(open).getByRole('link', { name: 'Digestion test' })).toHaveAttribute('href', '/teacher/assignments/a1');
    // 10:00 UTC is 11:00 in Douala.
    expect(within(open).getByText(/Closes .*11:00/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Coming up' })).getByText(/Opens .*8:00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Check Ama Ngono's marks on Digestion test" })).toHaveAttribute('href', '/teacher/attempts/x1/marking');
    expect(screen.getByRole('progressbar', { name: 'Human Digestive System (Biology): Mean 41% over 12 attempts' })).toHaveAttribute('aria-valuenow', '41');
  });

  it('says so when there is nothing yet', async () => {
    server.use(
      http.get('*/api/teacher/home', () => HttpResponse.json({ data: { classes: [], open: [], upcoming: [], toModerate: [], weakestTopics: [] } })),
    );
    renderWithProviders(<TeacherHome />, { route: '/teacher', ...asTeacher });
    expect(await screen.findByText('You have no class yet. An administrator adds you to your classes.')).toBeInTheDocument();
    expect(screen.getByText('No assignment is open.')).toBeInTheDocument();
    expect(screen.getByText('No short answer waits for a check.')).toBeInTheDocument();
  });
});

describe("a teacher's class", () => {
  it('lists its students and its assignments, each to its results', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/classes/c1', () => HttpResponse.json({ data: schoolClass(), students })),
      http.get('*/api/assignments', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('classId') ?? '');
        return HttpResponse.json({ data: [assignment()], total: 1 });
      }),
    );
    renderWithProviders(<TeacherClass />, { route: '/teacher/classes/c1', path: '/teacher/classes/:id', ...asTeacher });
    expect(await screen.findByRole('heading', { name: 'Form 2 B' })).toBeInTheDocument();
    expect(screen.getAllByTestId('student-row')).toHaveLength(2);
    expect(await screen.findByRole('link', { name: 'Digestion test' })).toHaveAttribute('href', '/teacher/assignments/a1');
    expect(screen.getByRole('link', { name: 'Assign a quiz' })).toHaveAttribute('href', '/teacher/assign?class=c1');
    expect(asked).toEqual(['c1']);
  });
});

describe('assigning a quiz', () => {
  const classes = [schoolClass(), schoolClass({ id: 'c2', name: 'Form 2 C' })];

  it('posts the quiz, the classes, the mode and the window in UTC from the school time zone', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/classes', () => HttpResponse.json({ data: classes, total: 2 })),
      http.get('*/api/assignments', () => HttpResponse.json({ data: [], total: 0 })),
      http.post('*/api/assignments', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: [assignment({ id: 'a7' }), assignment({ id: 'a8', classId: 'c2' })], message: 'Quiz assigned.' }, { status: 201 });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<AssignQuiz />, { route: '/teacher/assign?quiz=q9&title=Digestion%20test&class=c1', path: '/teacher/assign', ...asTeacher });
    expect(await screen.findByRole('checkbox', { name: 'Form 2 B (2026-2027)' })).toBeChecked();
    await u.click(screen.getByRole('checkbox', { name: 'Form 2 C (2026-2027)' }));
    await u.click(screen.getByRole('radio', { name: 'Exam' }));
    const opens = screen.getByLabelText(/Opens at/);
    const closes = screen.getByLabelText(/Closes at/);
    await u.clear(opens);
    await u.type(opens, '2026-11-24T09:00');
    await u.clear(closes);
    await u.type(closes, '2026-11-24T11:00');
    await u.type(screen.getByRole('spinbutton', { name: 'Time limit (minutes)' }), '20');
    const attempts = screen.getByRole('spinbutton', { name: /Attempts allowed/ });
    await u.clear(attempts);
    await u.type(attempts, '2');
    await u.click(screen.getByRole('combobox', { name: 'Answers shown to students' }));
    await u.click(screen.getByRole('option', { name: 'Never' }));
    await u.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      quizId: 'q9',
      classIds: ['c1', 'c2'],
      mode: 'exam',
      opensAt: '2026-11-24T08:00:00Z',
      closesAt: '2026-11-24T10:00:00Z',
      timeLimitMinutes: 20,
      attemptsAllowed: 2,
      keys: 'never',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/teacher');
  });

  it("refuses a window that closes before it opens, and shows the server's refusal", async () => {
    let posted = 0;
    server.use(
      http.get('*/api/classes', () => HttpResponse.json({ data: classes, total: 2 })),
      http.get('*/api/assignments', () => HttpResponse.json({ data: [assignment()], total: 1 })),
      http.post('*/api/assignments', () => {
        posted += 1;
        return HttpResponse.json({ error: 'You do not teach Form 2 C.' }, { status: 403 });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<AssignQuiz />, { route: '/teacher/assign', ...asTeacher });
    // A quiz set before is offered again.
    await u.click(await screen.findByRole('combobox', { name: /Quiz/ }));
    await u.click(await screen.findByRole('option', { name: 'Digestion test · Human Digestive System' }));
    await u.click(screen.getByRole('checkbox', { name: 'Form 2 C (2026-2027)' }));
    const closes = screen.getByLabelText(/Closes at/);
    await u.clear(closes);
    await u.type(closes, '2020-01-01T08:00');
    await u.click(screen.getByRole('button', { name: 'Assign' }));
    // Above the fields, and under the field it is about.
    expect(await screen.findByRole('alert')).toHaveTextContent('It must close after it opens.');
    expect(closes).toHaveAccessibleDescription('It must close after it opens.');
    expect(posted).toBe(0);
    await u.clear(closes);
    await u.type(closes, '2099-01-01T08:00');
    await u.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('You do not teach Form 2 C.')).toBeInTheDocument();
    expect(posted).toBe(1);
  });

  describe('its rules', () => {
    const t = ((key: string) => key) as unknown as TFunction;
    const schema = assignSchema(t, 'Africa/Douala');
    const good = {
      quiz: 'q9',
      otherId: '',
      classIds: ['c1'],
      mode: 'practice',
      opens: '2026-11-24T09:00',
      closes: '2026-11-24T11:00',
      timeLimit: '',
      attempts: '1',
      keys: 'afterClosing',
    };
    /** Each problem's field and message. */
    const problems = (values: Record<string, unknown>) =>
      (schema.safeParse({ ...good, ...values }).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

    it('takes a quiz, a class, a window that closes after it opens and 1 to 10 attempts', () => {
      expect(problems({})).toEqual([]);
      expect(problems({ quiz: OTHER, otherId: ' q42 ' })).toEqual([]);
      expect(schema.parse({ ...good, quiz: OTHER, otherId: ' q42 ' }).otherId).toBe('q42');
      expect(problems({ attempts: '10' })).toEqual([]);
    });

    it('asks for a quiz, by its id when it is another one', () => {
      expect(problems({ quiz: '' })).toEqual([['quiz', 'teaching.assign.quizRequired']]);
      expect(problems({ quiz: OTHER, otherId: '  ' })).toEqual([['otherId', 'teaching.assign.quizRequired']]);
    });

    it('asks for at least one class', () => {
      expect(problems({ classIds: [] })).toEqual([['classIds', 'teaching.assign.classRequired']]);
    });

    it('asks for both dates, the closing one after the opening one', () => {
      expect(problems({ opens: '' })).toEqual([['opens', 'teaching.assign.dateRequired']]);
      expect(problems({ closes: '2026-11-24' })).toEqual([['closes', 'teaching.assign.dateRequired']]);
      expect(problems({ closes: '2026-11-24T09:00' })).toEqual([['closes', 'teaching.assign.closesAfterOpens']]);
      expect(problems({ closes: '2026-11-24T08:59' })).toEqual([['closes', 'teaching.assign.closesAfterOpens']]);
    });

    it('allows 1 to 10 whole attempts', () => {
      for (const attempts of ['', '0', '11', '1.5', 'x']) expect(problems({ attempts })).toEqual([['attempts', 'teaching.assign.attemptsRange']]);
    });

    it("takes an exam's time limit from 1 to 1440 minutes, or none; a practice has none to check", () => {
      expect(problems({ mode: 'exam', timeLimit: '' })).toEqual([]);
      expect(problems({ mode: 'exam', timeLimit: '1440' })).toEqual([]);
      for (const timeLimit of ['0', '1441', '2.5']) expect(problems({ mode: 'exam', timeLimit })).toEqual([['timeLimit', 'teaching.assign.timeLimitRange']]);
      expect(problems({ mode: 'practice', timeLimit: '0' })).toEqual([]);
    });

    it('reports every problem at once', () => {
      expect(problems({ quiz: '', classIds: [], attempts: '0', closes: '2020-01-01T08:00' }).map(([field]) => field)).toEqual([
        'quiz',
        'classIds',
        'attempts',
        'closes',
      ]);
    });
  });
});

describe('results', () => {
  it('polls the live table, with a status in words, a summary and "Check marks" for submitted short answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    server.use(
      http.get('*/api/assignments/a1/results', () => {
        calls += 1;
        const r = results();
        if (calls > 1) {
          r.rows[1] = { ...r.rows[1], status: 'inProgress', attemptId: 'x2', attempts: 1 };
          r.summary = { ...r.summary, notStarted: 0, inProgress: 1 };
        }
        return HttpResponse.json({ data: r });
      }),
    );
    renderWithProviders(<AssignmentResults />, { route: '/teacher/assignments/a1', path: '/teacher/assignments/:id', ...asTeacher });
    const rows = await screen.findAllByTestId('result-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Submitted')).toBeInTheDocument();
    expect(within(rows[0]).getByText('80%')).toBeInTheDocument();
    expect(within(rows[0]).getByText('10 min 40 s')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'Check marks of ama' })).toHaveAttribute('href', '/teacher/attempts/x1/marking');
    expect(within(rows[1]).getByText('Not started')).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-row')).toHaveTextContent('1 submitted, 0 in progress, 1 not started · mean score 80%');
    expect(screen.getByRole('table', { name: 'Results of Digestion test' })).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(10_100);
    });
    await waitFor(() => expect(within(screen.getAllByTestId('result-row')[1]).getByText('In progress')).toBeInTheDocument());
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it('deletes the assignment after a confirmation that says the students keep their attempts', async () => {
    const deleted: string[] = [];
    server.use(
      http.get('*/api/assignments/a1/results', () => HttpResponse.json({ data: results() })),
      http.delete('*/api/assignments/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ message: 'Assignment deleted.' });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<AssignmentResults />, { route: '/teacher/assignments/a1', path: '/teacher/assignments/:id', ...asTeacher });
    await u.click(await screen.findByRole('button', { name: 'Delete assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this assignment?' });
    expect(dialog).toHaveTextContent('The students keep their attempts and marks on their own pages.');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);
    await u.click(screen.getByRole('button', { name: 'Delete assignment' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete assignment' }));
    await waitFor(() => expect(deleted).toEqual(['a1']));
  });

  it('downloads the CSV from the server', async () => {
    const created: Blob[] = [];
    const original = URL.createObjectURL;
    URL.createObjectURL = ((b: Blob) => {
      created.push(b);
      return 'blob:x';
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = () => undefined;
    server.use(
      http.get('*/api/assignments/a1/results', () => HttpResponse.json({ data: results() })),
      http.get('*/api/assignments/a1/results.csv', () =>
        new HttpResponse('username,full name,status,score,time taken (s),submitted at,attempts\nama,Ama Ngono,submitted,80,640,2026-11-24T08:30:00Z,1\n', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="digestion-test-results.csv"' },
        }),
      ),
    );
    const u = userEvent.setup();
    renderWithProviders(<AssignmentResults />, { route: '/teacher/assignments/a1', path: '/teacher/assignments/:id', ...asTeacher });
    await u.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(await created[0].text()).toContain('ama,Ama Ngono,submitted,80');
    URL.createObjectURL = original;
  });

  it('"Question analysis" explains facility and discrimination, names the flags and draws the options chosen', async () => {
    server.use(
      http.get('*/api/assignments/a1/results', () => HttpResponse.json({ data: results() })),
      http.get('*/api/assignments/a1/analysis', () => HttpResponse.json({ data: analysis })),
    );
    const u = userEvent.setup();
    renderWithProviders(<AssignmentResults />, { route: '/teacher/assignments/a1', path: '/teacher/assignments/:id', ...asTeacher });
    await u.click(await screen.findByRole('tab', { name: 'Question analysis' }));
    const questions = await screen.findAllByTestId('analysis-question');
    expect(questions).toHaveLength(2);
    expect(screen.getByText(/^Facility: the mean mark/)).toBeInTheDocument();
    expect(screen.getByText(/^Discrimination: how far/)).toBeInTheDocument();
    expect(within(questions[0]).getByText('Too easy')).toBeInTheDocument();
    expect(within(questions[0]).getByText('Negative discrimination')).toBeInTheDocument();
    expect(within(questions[0]).getByText('85.0%')).toBeInTheDocument();
    expect(within(questions[0]).getByText('-12.5%')).toBeInTheDocument();
    expect(within(questions[1]).getByText('Too hard')).toBeInTheDocument();
    expect(within(questions[1]).getByText('Check this question')).toBeInTheDocument();
    // The correct option is said in words, not only in colour.
    expect(within(questions[0]).getByText('(correct answer)')).toBeInTheDocument();
    expect(within(questions[0]).getByRole('progressbar', { name: 'Mouth ((correct answer)): 17 students' })).toHaveAttribute('aria-valuenow', '85');
    expect(within(questions[0]).getByRole('progressbar', { name: 'Stomach: 3 students' })).toHaveAttribute('aria-valuenow', '15');
    expect(within(questions[1]).queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('routes by role', () => {
  it('a teacher has "My classes" in the signed-in layout; a student is sent to the dashboard', async () => {
    server.use(...teacherLayout, http.get('*/api/teacher/home', () => HttpResponse.json({ data: home() })));
    const teacher = renderApp('/teacher', asTeacher);
    expect(await screen.findByRole('heading', { name: 'My classes', level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'My classes' })).toHaveAttribute('href', '/teacher');
    teacher.unmount();

    server.use(http.get('*/api/u1/*', () => HttpResponse.json({ data: [] })), http.get('*/api/student1/*', () => HttpResponse.json({ data: [] })), http.get('*/api/subjects/filter', () => HttpResponse.json({ data: [] })));
    const student = renderApp('/teacher/assignments/a1', asStudent);
    await waitFor(() => expect(student.router.state.location.pathname).toBe('/studentDashboard'));
  });

  it('an admin finds "Classes" in the back-office; a teacher cannot open it', async () => {
    server.use(http.get('*/api/classes', () => HttpResponse.json({ data: [], total: 0 })));
    const admin = renderApp('/manage-classes', asAdmin);
    expect(await screen.findByRole('heading', { name: 'Classes', level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getByRole('link', { name: 'Classes' })).toHaveAttribute('href', '/manage-classes');
    admin.unmount();
    server.use(...teacherLayout, http.get('*/api/teacher1/*', () => HttpResponse.json({ data: [] })), http.get('*/api/subjects/filter', () => HttpResponse.json({ data: [] })));
    const teacher = renderApp('/manage-classes/new', asTeacher);
    await waitFor(() => expect(teacher.router.state.location.pathname).toBe('/studentDashboard'));
  });
});
