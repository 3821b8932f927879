import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/utils';
import type { AttemptRun } from '@/lib/types';
import { AttemptHistory } from '../AttemptHistory';

/** 24 Nov 2026, 9:00 in Douala (8:00 UTC). */
const START = Date.UTC(2026, 10, 24, 8, 0) / 1000;
/** The server's timestamps: `{ seconds, nanoseconds }`. */
const at = (seconds: number) => ({ seconds, nanoseconds: 0 });

const run = (over: Partial<AttemptRun> = {}): AttemptRun => ({
  score: 40,
  correctAnswers: 4,
  totalQuestions: 10,
  timeTaken: 320,
  startedAt: at(START),
  completedAt: at(START + 320),
  counted: false,
  ...over,
});

describe('Earlier tries', () => {
  it('is hidden when the attempt was never retaken', () => {
    const { container } = renderWithProviders(<AttemptHistory history={[]} />);
    expect(container).toBeEmptyDOMElement();
    renderWithProviders(<AttemptHistory history={undefined} />);
    expect(screen.queryByRole('region', { name: 'Earlier tries' })).not.toBeInTheDocument();
  });

  it('lists each earlier try in words, oldest first, and marks the one counted for the results', async () => {
    renderWithProviders(
      <AttemptHistory
        history={[
          run({ counted: true }),
          run({ score: 70, correctAnswers: 7, startedAt: at(START + 3600), completedAt: at(START + 3600 + 95) }),
          run({ score: 0, correctAnswers: 0, timeTaken: 0, startedAt: at(START + 7200), completedAt: null }),
        ]}
      />,
    );
    const section = await screen.findByRole('region', { name: 'Earlier tries' });
    expect(within(section).getByText('You took this quiz 3 times before this try. Your earlier tries are kept.')).toBeInTheDocument();
    const runs = within(section).getAllByTestId('history-run');
    expect(runs).toHaveLength(3);
    expect(runs[0]).toHaveTextContent('Try 1: 40% (4 of 10 correct)');
    expect(runs[0]).toHaveTextContent('Counted for your results');
    expect(runs[0]).toHaveTextContent(/Finished Nov 24, 2026, 9:05 AM · time taken 05:20/);
    expect(runs[1]).toHaveTextContent('Try 2: 70% (7 of 10 correct)');
    expect(runs[1]).not.toHaveTextContent('Counted');
    expect(runs[2]).toHaveTextContent(/Started Nov 24, 2026, 11:00 AM, not finished$/);
    expect(within(section).getAllByText('Counted for your results')).toHaveLength(1);
  });

  it("speaks of the student's results to a teacher", async () => {
    renderWithProviders(<AttemptHistory history={[run({ counted: true })]} audience="teacher" />);
    const section = await screen.findByRole('region', { name: 'Earlier tries' });
    expect(within(section).getByText('The student took this quiz once before this try.')).toBeInTheDocument();
    expect(within(section).getByText("Counted for the student's results")).toBeInTheDocument();
  });
});
