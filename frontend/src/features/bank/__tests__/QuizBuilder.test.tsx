import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import QuizBuilder, { moved, quizOf, quizSchema, type QuizValues } from '../routes/QuizBuilder';
import { asAdmin, catalogueHandlers, placeBuilder, question, shortAnswer } from './fixtures';

describe('moved', () => {
  it('swaps an item with its neighbour and leaves the ends alone', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});

describe('the quiz builder’s form', () => {
  const ready: QuizValues = {
    subject: ' Biology',
    classLevel: 'Form 2',
    topic: 'Nutrition ',
    quizType: 'mcq',
    title: ' Digestion ',
    minutes: '',
    description: '  ',
    picked: [question(2), question(1)],
  };

  it('needs a title, the class, subject and topic, and a question, with one message', () => {
    const schema = quizSchema(i18n.t);
    expect(schema.safeParse(ready).success).toBe(true);
    for (const wrong of [{ title: '  ' }, { topic: ' ' }, { classLevel: '' }, { picked: [] }]) {
      const r = schema.safeParse({ ...ready, ...wrong });
      expect(r.error?.issues.map((i) => i.message)).toEqual(['Give the quiz a title and pick at least one question.']);
    }
  });

  it('sends the picked questions’ ids in order, trimmed texts, and the minutes only when they are a number', () => {
    expect(quizOf(ready)).toEqual({ title: 'Digestion', subject: 'Biology', classLevel: 'Form 2', topic: 'Nutrition', quizType: 'mcq', questionIds: ['bq2', 'bq1'] });
    expect(quizOf({ ...ready, minutes: '20', description: ' Enzymes. ' })).toMatchObject({ estimateTime: 20, description: 'Enzymes.' });
    expect(quizOf({ ...ready, minutes: '0' })).not.toHaveProperty('estimateTime');
  });
});

describe('Quiz builder', () => {
  it('lists the topic’s published questions, keeps the picked ones in the chosen order and saves them', async () => {
    const asked: URLSearchParams[] = [];
    const saved: unknown[] = [];
    server.use(
      ...catalogueHandlers,
      http.get('*/api/bank/questions', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [question(1), question(2), shortAnswer(3)], total: 3, page: 1, limit: 100 });
      }),
      http.post('*/api/bank/quizzes', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ data: { id: 'quiz9' }, message: 'Quiz saved.' }, { status: 201 });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<QuizBuilder />, { route: '/question-bank/quiz', ...asAdmin });
    expect(await screen.findByText('Choose a class level, subject and topic to see their questions.')).toBeInTheDocument();
    await placeBuilder(u);
    const available = await screen.findByRole('region', { name: 'Published questions of this topic' });
    // Multiple choice: the short-answer question is left out.
    await waitFor(() => expect(within(available).getAllByRole('checkbox')).toHaveLength(2));
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({ classLevel: 'Form 2', subject: 'Biology', topic: 'Nutrition', status: 'published' });

    await u.click(within(available).getByRole('checkbox', { name: /\(1\)$/ }));
    await u.click(within(available).getByRole('checkbox', { name: /\(2\)$/ }));
    await u.click(screen.getByRole('button', { name: /^Move up: .*\(2\)$/ }));
    expect(screen.getAllByTestId('picked-text').map((li) => li.textContent)).toEqual([
      'Where does the digestion of starch begin? (2)',
      'Where does the digestion of starch begin? (1)',
    ]);
    await u.click(screen.getByRole('button', { name: 'Save quiz' }));
    expect(await screen.findByText('Give the quiz a title and pick at least one question.')).toBeInTheDocument();
    await u.type(screen.getByLabelText(/^Quiz title/), 'Digestion');
    await u.click(screen.getByRole('button', { name: 'Save quiz' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      title: 'Digestion',
      subject: 'Biology',
      classLevel: 'Form 2',
      topic: 'Nutrition',
      quizType: 'mcq',
      questionIds: ['bq2', 'bq1'],
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/detailQuiz/quiz9'));
  });

  it('generates questions on the topic as drafts, adds them to the quiz and links each to the editor', async () => {
    const asked: unknown[] = [];
    server.use(
      ...catalogueHandlers,
      http.get('*/api/bank/questions', () => HttpResponse.json({ data: [], total: 0, page: 1, limit: 100 })),
      http.post('*/api/bank/generate', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ data: [{ ...question(7), status: 'draft', source: 'generated' }] });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<QuizBuilder />, { route: '/question-bank/quiz', ...asAdmin });
    const generate = await screen.findByRole('button', { name: 'Generate questions' });
    expect(generate).toBeDisabled();
    await placeBuilder(u);
    await u.click(screen.getByRole('button', { name: 'Generate questions' }));
    await waitFor(() => expect(screen.getAllByTestId('picked-text')).toHaveLength(1));
    expect(asked[0]).toEqual({ subject: 'Biology', classLevel: 'Form 2', topic: 'Nutrition', quizType: 'mcq', count: 10 });
    expect(screen.getByText('Draft')).toBeInTheDocument();
    const edit = screen.getByRole('link', { name: /^Edit: .*\(7\) \(opens in a new tab\)$/ });
    expect(edit.getAttribute('href')).toMatch(/\/question-bank\/bq7$/);
  });
});
