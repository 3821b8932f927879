import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { changeLanguage } from '@/i18n';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import QuestionEditor from '../routes/QuestionEditor';
import { asAdmin, catalogueHandlers, question, shortAnswer } from './fixtures';
import type { QuestionForm } from '../types';

/** Records the bodies of the check calls; answers each with `problems(body)`. */
function checks(problems: (body: QuestionForm) => unknown[] = () => []) {
  const bodies: QuestionForm[] = [];
  server.use(
    http.post('*/api/bank/questions/check', async ({ request }) => {
      const body = (await request.json()) as QuestionForm;
      bodies.push(body);
      return HttpResponse.json({ problems: problems(body) });
    }),
  );
  return bodies;
}

async function place(u: ReturnType<typeof userEvent.setup>) {
  await u.click(screen.getByRole('combobox', { name: /^Class level/ }));
  await u.click(screen.getByRole('option', { name: 'Form 2' }));
  await u.type(screen.getByRole('combobox', { name: /^Subject/ }), 'Biology');
  await u.type(screen.getByRole('combobox', { name: /^Topic/ }), 'Nutrition');
}

describe('Question editor', () => {
  beforeEach(() => server.use(...catalogueHandlers));

  it('writes a single-choice question: options, the key, and the form the API takes', async () => {
    checks();
    const saved: QuestionForm[] = [];
    server.use(
      http.post('*/api/bank/questions', async ({ request }) => {
        saved.push((await request.json()) as QuestionForm);
        return HttpResponse.json({ data: question(9), message: 'Question saved.' }, { status: 201 });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<QuestionEditor />, { route: '/question-bank/new', path: '/question-bank/new', ...asAdmin });
    expect(await screen.findByRole('heading', { name: 'New question' })).toBeInTheDocument();
    await place(u);
    await u.type(screen.getByLabelText(/^Question text/), 'Starch?');
    await u.type(screen.getByLabelText('Option 1'), 'Mouth');
    await u.type(screen.getByLabelText('Option 2'), 'Stomach');
    await u.type(screen.getByLabelText('Option 3'), 'Ileum');
    await u.click(screen.getByRole('button', { name: 'Remove option 4' }));
    expect(screen.queryByLabelText('Option 4')).not.toBeInTheDocument();
    await u.click(screen.getByRole('radio', { name: 'Option 1 is the right answer' }));
    await u.click(screen.getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      subject: 'Biology',
      classLevel: 'Form 2',
      topic: 'Nutrition',
      type: 'singleChoice',
      question: 'Starch?',
      options: ['Mouth', 'Stomach', 'Ileum'],
      answer: 'Mouth',
      explanation: '',
      marks: 1,
      markingScheme: [],
      modelAnswer: '',
      difficulty: 'normal',
      language: 'en',
      status: 'published',
    });
    expect(await screen.findByText('Question saved.')).toBeInTheDocument();
    // The router moves in a transition, which may come after the toast on a loaded machine.
    expect(await screen.findByTestId('location')).toHaveTextContent('/question-bank');
    // Typing a whole question takes a while on a loaded 2-core machine: a longer limit, not a speed check.
  }, 60_000);

  it('several answers are checkboxes; true/false gets True/False, or Vrai/Faux in French', async () => {
    checks();
    const u = userEvent.setup();
    renderWithProviders(<QuestionEditor />, { route: '/question-bank/new', path: '/question-bank/new', ...asAdmin });
    await screen.findByRole('heading', { name: 'New question' });
    await u.click(screen.getByRole('combobox', { name: 'Type of question' }));
    await u.click(screen.getByRole('option', { name: 'Several answers' }));
    expect(screen.getAllByRole('checkbox', { name: /is a right answer$/ })).toHaveLength(4);
    await u.click(screen.getByRole('combobox', { name: 'Type of question' }));
    await u.click(screen.getByRole('option', { name: 'True or false' }));
    const form = screen.getByRole('form', { name: 'New question' });
    expect(within(form).getByRole('radio', { name: 'True' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'False' })).toBeInTheDocument();
    // The try box offers the same two.
    expect(within(screen.getByRole('region', { name: 'Try an answer' })).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['0', '1']);
    await u.click(screen.getByRole('combobox', { name: 'Language' }));
    await u.click(screen.getByRole('option', { name: 'French' }));
    expect(within(form).getByRole('radio', { name: 'Vrai' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Faux' })).toBeInTheDocument();
  });

  it('shows the server’s problems in clear words when saving is refused, and checks as the user types', async () => {
    const bodies = checks((b) =>
      b.options.filter((o) => o.trim()).length < 2
        ? [{ problem: 'tooFewOptions', message: 'A multiple-choice question needs at least 2 options.' }]
        : [],
    );
    server.use(
      http.post('*/api/bank/questions', () =>
        HttpResponse.json(
          {
            message: 'No answer is marked as the key.',
            problems: [
              { problem: 'noKey', message: 'No answer is marked as the key.' },
              { problem: 'repeatedOption', option: 'Mouth', message: 'The option "Mouth" is repeated.' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const u = userEvent.setup();
    renderWithProviders(<QuestionEditor />, { route: '/question-bank/new', path: '/question-bank/new', ...asAdmin });
    await screen.findByRole('heading', { name: 'New question' });
    // Nothing is checked before the user edits.
    expect(bodies).toHaveLength(0);
    await u.type(screen.getByLabelText(/^Question text/), 'Where?');
    const panel = await screen.findByTestId('problems', {}, { timeout: 4000 });
    expect(within(panel).getByText('A multiple-choice question needs at least 2 options.')).toBeInTheDocument();
    expect(bodies.at(-1)?.question).toBe('Where?');
    // The same problem under the options.
    expect(screen.getAllByText('A multiple-choice question needs at least 2 options.')).toHaveLength(2);

    await u.type(screen.getByLabelText('Option 1'), 'Mouth');
    await u.type(screen.getByLabelText('Option 2'), 'Mouth');
    expect(await screen.findByText('No problems found: the question may be saved.', {}, { timeout: 4000 })).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Save question' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No answer is marked as the key.');
    const list = screen.getByTestId('problems');
    expect(within(list).getByText('No answer is marked as the key.')).toBeInTheDocument();
    expect(within(list).getByText('The option "Mouth" is repeated.')).toBeInTheDocument();
  });

  it('Check asks the server at once', async () => {
    const bodies = checks(() => [{ problem: 'noPlacement', message: 'The subject, class level and topic are all needed.' }]);
    const u = userEvent.setup();
    renderWithProviders(<QuestionEditor />, { route: '/question-bank/new', path: '/question-bank/new', ...asAdmin });
    await screen.findByRole('heading', { name: 'New question' });
    await u.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findAllByText('The subject, class level and topic are all needed.')).toHaveLength(2);
    expect(bodies).toHaveLength(1);
  });

  it('tries an answer to a short-answer question before it is saved and shows the score per point', async () => {
    checks();
    const tries: { question: QuestionForm; answer: unknown }[] = [];
    server.use(
      http.post('*/api/bank/try-answer', async ({ request }) => {
        tries.push((await request.json()) as { question: QuestionForm; answer: unknown });
        return HttpResponse.json({
          score: 1,
          marks: 2,
          feedback: 'You named the enzyme but not what it digests.',
          points: [
            { point: 'amylase', marks: 1, awarded: 1, found: true },
            { point: 'starch', marks: 1, awarded: 0, found: false },
          ],
        });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<QuestionEditor />, { route: '/question-bank/new', path: '/question-bank/new', ...asAdmin });
    await screen.findByRole('heading', { name: 'New question' });
    await u.click(screen.getByRole('combobox', { name: 'Type of question' }));
    await u.click(screen.getByRole('option', { name: 'Short answer' }));
    await u.type(screen.getByLabelText(/^Question text/), 'Enzyme?');
    await u.clear(screen.getByLabelText(/^Marks$/));
    await u.type(screen.getByLabelText(/^Marks$/), '2');
    await u.type(screen.getByLabelText('Point 1'), 'amylase');
    await u.type(screen.getByLabelText('Accepted phrasings for point 1'), 'ptyalin{Enter}salivary');
    await u.click(screen.getByRole('button', { name: 'Add marking point' }));
    await u.type(screen.getByLabelText('Point 2'), 'starch');
    await u.type(screen.getByLabelText(/^Model answer/), 'Amylase.');

    await u.type(screen.getByLabelText('An answer to try'), 'ptyalin');
    await u.click(screen.getByRole('button', { name: 'Try' }));
    const result = await screen.findByTestId('try-result');
    expect(result).toHaveTextContent('Score: 1 of 2');
    expect(result).toHaveTextContent('You named the enzyme but not what it digests.');
    expect(result).toHaveTextContent('amylase: 1 of 1');
    expect(result).toHaveTextContent('starch: 0 of 1');
    // Each point says in words whether the answer states it, not by colour alone.
    const points = within(within(result).getByRole('list', { name: 'Marking points' })).getAllByRole('listitem');
    expect(points.map((p) => p.textContent)).toEqual(['Found amylase: 1 of 1', 'Missing starch: 0 of 1']);
    expect(within(points[0]).getByText('Found')).toBeInTheDocument();
    expect(within(points[1]).getByText('Missing')).toBeInTheDocument();
    expect(tries[0].answer).toBe('ptyalin');
    expect(tries[0].question).toMatchObject({
      type: 'shortAnswer',
      options: [],
      answer: '',
      marks: 2,
      markingScheme: [
        { point: 'amylase', marks: 1, accept: ['ptyalin', 'salivary'] },
        { point: 'starch', marks: 1, accept: [] },
      ],
      modelAnswer: 'Amylase.',
    });
  }, 60_000);

  it('tries a multiple-choice answer by picking an option', async () => {
    const tries: unknown[] = [];
    server.use(
      http.get('*/api/bank/questions/bq1', () => HttpResponse.json({ data: question(1), versions: [] })),
      http.post('*/api/bank/try-answer', async ({ request }) => {
        tries.push(await request.json());
        return HttpResponse.json({ score: 0, marks: 1, feedback: 'The right answer is Mouth.', points: [] });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<QuestionEditor />, { route: '/question-bank/bq1', path: '/question-bank/:id', ...asAdmin });
    await screen.findByRole('heading', { name: 'Edit question' });
    const box = screen.getByRole('region', { name: 'Try an answer' });
    await u.click(within(box).getByRole('button', { name: 'Try' }));
    expect(await within(box).findByText('Type or choose an answer first.')).toBeInTheDocument();
    await u.click(within(box).getByRole('radio', { name: 'Stomach' }));
    await u.click(within(box).getByRole('button', { name: 'Try' }));
    expect(await within(box).findByText('Score: 0 of 1')).toBeInTheDocument();
    expect(within(box).queryByRole('list', { name: 'Marking points' })).not.toBeInTheDocument();
    expect(tries[0]).toMatchObject({ answer: 'Stomach', question: { options: ['Mouth', 'Stomach', 'Ileum'], answer: 'Mouth' } });
  });

  it('edits with the version it opened, says so when someone else saved since, and shows the history', async () => {
    checks();
    let version = 3;
    const puts: (QuestionForm & { version: number })[] = [];
    server.use(
      http.get('*/api/bank/questions/bq1', () =>
        HttpResponse.json({
          data: question(1, { version, source: 'imported' }),
          versions: [
            { version: 1, subject: 'Biology', classLevel: 'Form 2', topic: 'Human Digestive System', question: 'Where does starch digestion start?', changedBy: 'teacher', changedAt: '2026-11-20T10:00:00Z' },
            { version: 2, subject: 'Biology', classLevel: 'Form 2', topic: 'Human Digestive System', question: 'Where does the digestion of starch start?', changedBy: null, changedAt: '2026-11-22T10:00:00Z' },
          ],
        }),
      ),
      http.put('*/api/bank/questions/bq1', async ({ request }) => {
        puts.push((await request.json()) as QuestionForm & { version: number });
        version = 4;
        return HttpResponse.json(
          { message: 'This question was changed by someone else since you opened it. Open it again to see their changes.' },
          { status: 409 },
        );
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<QuestionEditor />, { route: '/question-bank/bq1', path: '/question-bank/:id', ...asAdmin });
    expect(await screen.findByRole('heading', { name: 'Edit question' })).toBeInTheDocument();
    expect(screen.getByText('Version 3')).toBeInTheDocument();
    expect(screen.getByText('Source: Imported')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Question text/)).toHaveValue('Where does the digestion of starch begin? (1)');
    expect(screen.getByRole('radio', { name: 'Option 1 is the right answer' })).toBeChecked();

    // The history is folded away.
    const history = screen.getByRole('button', { name: 'Version history (2)' });
    expect(history).toHaveAttribute('aria-expanded', 'false');
    await u.click(history);
    expect(await screen.findByText('Where does starch digestion start?')).toBeVisible();
    expect(screen.getByText(/Version 1, .*, by teacher/)).toBeInTheDocument();

    await u.click(screen.getByRole('radio', { name: 'Option 2 is the right answer' }));
    // The key follows its option when an option before it is removed.
    await u.click(screen.getByRole('button', { name: 'Remove option 1' }));
    expect(screen.getByRole('radio', { name: 'Option 1 is the right answer' })).toBeChecked();
    await u.click(screen.getByRole('button', { name: 'Save question' }));
    expect(await screen.findByText(/changed by someone else since you opened it/)).toBeInTheDocument();
    expect(puts[0]).toMatchObject({ version: 3, options: ['Stomach', 'Ileum'], answer: 'Stomach' });
    await u.click(screen.getByRole('button', { name: 'Open it again' }));
    expect(await screen.findByText('Version 4')).toBeInTheDocument();
    expect(screen.queryByText(/changed by someone else/)).not.toBeInTheDocument();
  });

  it('loads a short-answer question into its marking points', async () => {
    server.use(http.get('*/api/bank/questions/bq2', () => HttpResponse.json({ data: shortAnswer(2), versions: [] })));
    renderWithProviders(<QuestionEditor />, { route: '/question-bank/bq2', path: '/question-bank/:id', ...asAdmin });
    await screen.findByRole('heading', { name: 'Edit question' });
    expect(screen.getByLabelText('Point 1')).toHaveValue('amylase');
    expect(screen.getByLabelText('Accepted phrasings for point 1')).toHaveValue('ptyalin\nsalivary amylase');
    expect(screen.getByLabelText('Point 2')).toHaveValue('starch');
    expect(screen.getByText('The points add up to 2 of 2 marks.')).toBeInTheDocument();
  });

  it('a question that is not in the bank says so', async () => {
    server.use(http.get('*/api/bank/questions/gone', () => HttpResponse.json({ message: 'Question not found' }, { status: 404 })));
    renderWithProviders(<QuestionEditor />, { route: '/question-bank/gone', path: '/question-bank/:id', ...asAdmin });
    expect(await screen.findByText('This question is not in the bank.')).toBeInTheDocument();
  });
});

describe('Question editor in French', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('says the server’s problems in French, from their codes and details', async () => {
    server.use(...catalogueHandlers);
    checks(() => [
      { problem: 'repeatedOption', option: 'Bouche', message: 'The option "Bouche" is repeated.' },
      { problem: 'somethingNew', message: 'A problem this screen does not know yet.' },
    ]);
    await changeLanguage('fr');
    const u = userEvent.setup();
    renderWithProviders(<QuestionEditor />, { route: '/question-bank/new', path: '/question-bank/new', ...asAdmin });
    expect(await screen.findByRole('heading', { name: 'Nouvelle question' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Vérifier' }));
    const list = await screen.findByTestId('problems');
    expect(within(list).getByText('La proposition « Bouche » est répétée.')).toBeInTheDocument();
    // A code the screen does not know keeps the server's words.
    expect(within(list).getByText('A problem this screen does not know yet.')).toBeInTheDocument();
  });
});
