import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { onPhone, renderWithProviders } from '@/test/utils';
import AssignmentResults from '../routes/AssignmentResults';
import Marking from '../routes/Marking';
import type { ResultRow } from '../types';
import { asTeacher, marking, results } from './fixtures';

const T0 = Date.UTC(2026, 10, 24, 8, 0) / 1000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const at = (seconds: number) => ({ seconds, nanoseconds: 0 });

/** The first student tried twice (the first try counted), the second has one try in progress. */
function withTries() {
  const r = results();
  const rows: ResultRow[] = [
    {
      ...r.rows[0],
      attempts: 2,
      tries: [
        { attemptId: 'x1', status: 'completed', score: 80, startedAt: iso(T0), completedAt: iso(T0 + 640) },
        { attemptId: 'x3', status: 'completed', score: 55, startedAt: iso(T0 + 3600), completedAt: iso(T0 + 4000) },
      ],
    },
    { ...r.rows[1], status: 'inProgress', attemptId: 'x2', attempts: 1, tries: [{ attemptId: 'x2', status: 'in progress', score: 0, startedAt: iso(T0), completedAt: null }] },
  ];
  return { ...r, rows, summary: { ...r.summary, notStarted: 0, inProgress: 1 } };
}

const renderResults = () =>
  renderWithProviders(<AssignmentResults />, { route: '/teacher/assignments/a1', path: '/teacher/assignments/:id', ...asTeacher });

describe("the students' tries on an assignment", () => {
  it('shows how many tries each student made and each score, linking to its marking page', async () => {
    server.use(http.get('*/api/assignments/a1/results', () => HttpResponse.json({ data: withTries() })));
    renderResults();
    const rows = await screen.findAllByTestId('result-row');
    expect(screen.getByRole('columnheader', { name: 'Tries' })).toBeInTheDocument();
    const first = within(rows[0]).getByRole('list', { name: 'Tries of Ama Ngono' });
    expect(within(rows[0]).getByText('2 tries')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Try 1: 80% (Ama Ngono)' })).toHaveAttribute('href', '/teacher/attempts/x1/marking');
    expect(within(first).getByRole('link', { name: 'Try 2: 55% (Ama Ngono)' })).toHaveAttribute('href', '/teacher/attempts/x3/marking');
    expect(within(rows[1]).getByText('1 try')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Try 1: in progress')).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('link')).not.toBeInTheDocument();
  });

  it('on a phone the results are cards, one a student, with the summary under them', async () => {
    onPhone();
    server.use(http.get('*/api/assignments/a1/results', () => HttpResponse.json({ data: withTries() })));
    renderResults();
    const cards = await screen.findAllByTestId('result-row');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards).toHaveLength(2);
    expect(cards[0].tagName).toBe('LI');
    expect(cards[0]).toHaveTextContent('Ama Ngono');
    expect(cards[0]).toHaveTextContent('Score80%');
    expect(within(cards[0]).getByRole('link', { name: 'Check marks of ama' })).toHaveAttribute('href', '/teacher/attempts/x1/marking');
    expect(within(cards[0]).getByRole('link', { name: 'Try 2: 55% (Ama Ngono)' })).toBeInTheDocument();
    expect(screen.getByTestId('summary-row')).toHaveTextContent('1 submitted, 1 in progress, 0 not started · mean score 80%');
  });
});

describe('the marking page', () => {
  const renderMarking = () =>
    renderWithProviders(<Marking />, { route: '/teacher/attempts/x1/marking', path: '/teacher/attempts/:id/marking', ...asTeacher });

  it('shows the earlier tries of a retaken attempt', async () => {
    server.use(
      http.get('*/api/attempts/x1/marking', () =>
        HttpResponse.json({
          data: marking({ history: [{ score: 30, correctAnswers: 1, totalQuestions: 2, timeTaken: 300, startedAt: at(T0), completedAt: at(T0 + 300), counted: true }] }),
        }),
      ),
    );
    renderMarking();
    const section = await screen.findByRole('region', { name: 'Earlier tries' });
    expect(within(section).getByTestId('history-run')).toHaveTextContent('Try 1: 30% (1 of 2 correct)');
    expect(within(section).getByText("Counted for the student's results")).toBeInTheDocument();
  });

  it('has no earlier tries section without history, and no marking buttons for an attempt without written answers', async () => {
    server.use(http.get('*/api/attempts/x1/marking', () => HttpResponse.json({ data: marking({ questions: [], history: [] }) })));
    renderMarking();
    expect(await screen.findByText('This attempt has no written answers to check: its score is marked automatically.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Earlier tries' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save marks' })).not.toBeInTheDocument();
  });
});
