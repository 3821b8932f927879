import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { changeLanguage } from '@/i18n';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import { sessionStudent } from '@/test/fixtures';
import ReportCard from '../routes/ReportCard';

const stats = {
  achievementsUnlocked: 1,
  achievementsTotal: 8,
  streakDays: 4,
  totalAttempts: 12,
  avgScore: 71.6,
  subjects: [
    { subject: 'Mathematics', attempts: 6, average: 85, grade: 'Excellent' },
    { subject: 'Biology', attempts: 3, average: 62, grade: 'Good' },
    { subject: 'History, Civics', attempts: 3, average: 35, grade: 'Poor' },
    { subject: 'Chemistry', attempts: 0, average: null, grade: 'Take a quiz' },
  ],
};

function setup(over: Partial<typeof stats> = {}, achievements: unknown[] = []) {
  server.use(
    http.get('*/api/u1/stats', () => HttpResponse.json({ data: { ...stats, ...over } })),
    http.get('*/api/u1/achievements', () => HttpResponse.json({ data: achievements })),
  );
  return renderWithProviders(<ReportCard />, { route: '/report-card', preloadedState: { session: { user: sessionStudent } } });
}

describe('Report card', () => {
  let blobs: Blob[] = [];
  beforeEach(() => {
    blobs = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:report';
    }) as unknown as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the four stat cards', async () => {
    setup();
    expect(await screen.findByText('1 of 8')).toBeInTheDocument();
    expect(screen.getByText('Achievements unlocked')).toBeInTheDocument();
    expect(screen.getByText('Streak days')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('72%')).toBeInTheDocument();
    expect(screen.getByText('last 10 quizzes')).toBeInTheDocument();
  });

  it('filters the subject table by grade', async () => {
    const user = userEvent.setup();
    setup();
    const table = await screen.findByRole('table', { name: 'Subject performance' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    await user.click(screen.getByRole('combobox', { name: 'Grade' }));
    await user.click(await screen.findByRole('option', { name: 'Good' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Biology')).toBeInTheDocument();
    expect(within(table).queryByText('Mathematics')).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Grade' }));
    await user.click(await screen.findByRole('option', { name: 'Average' }));
    expect(await screen.findByText('No subject records found.')).toBeInTheDocument();
  });

  it('exports report_card.csv with the rows shown', async () => {
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('report_card.csv');
    });
    setup();
    await screen.findByRole('table', { name: 'Subject performance' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalled();
    expect(blobs).toHaveLength(1);
    const text = await blobs[0].text();
    expect(text).toBe(
      'Subject,Attempts,Average,Grade\r\n' +
        'Mathematics,6,85,Excellent\r\n' +
        'Biology,3,62,Good\r\n' +
        '"History, Civics",3,35,Poor\r\n' +
        'Chemistry,0,,Take a quiz\r\n',
    );

    await user.click(screen.getByRole('combobox', { name: 'Grade' }));
    await user.click(await screen.findByRole('option', { name: 'Excellent' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await blobs[1].text()).toBe('Subject,Attempts,Average,Grade\r\nMathematics,6,85,Excellent\r\n');
  });

  it('shows the empty texts and the achievements grid', async () => {
    setup({ subjects: [] }, [
      { id: 'a1', title: 'First Quiz', description: 'Finish a quiz', rank: 'Bronze', unlocked: false },
    ]);
    expect(await screen.findByText('No subject records found.')).toBeInTheDocument();
    expect(await screen.findByText('No achievements yet.')).toBeInTheDocument();
    expect(screen.getByText('First Quiz')).toBeInTheDocument();
    expect(screen.getByText('Locked')).toBeInTheDocument();
  });

  it('lists unlocked achievements first with their date', async () => {
    setup({}, [
      { id: 'a1', title: 'Locked One', rank: 'Gold', unlocked: false },
      { id: 'a2', title: 'Streak 3', rank: 'Silver', unlocked: true, earnedAt: { seconds: 1_700_000_000, nanoseconds: 0 } },
    ]);
    const cards = await screen.findAllByTestId('achievement-card');
    expect(cards[0]).toHaveTextContent('Streak 3');
    expect(cards[0]).toHaveTextContent('Silver');
    expect(cards[0]).toHaveTextContent(/Earned/);
    expect(screen.queryByText('No achievements yet.')).not.toBeInTheDocument();
  });

  it('shows and exports the subjects in French when the page is in French', async () => {
    const user = userEvent.setup();
    await act(() => changeLanguage('fr'));
    try {
      setup();
      const table = await screen.findByRole('table', { name: 'Résultats par matière' });
      expect(within(table).getByText('Mathématiques')).toBeInTheDocument();
      expect(within(table).getByText('Biologie')).toBeInTheDocument();
      // Not in the catalogue: as the server sent it.
      expect(within(table).getByText('History, Civics')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
      expect(await blobs[0].text()).toBe(
        'Matière,Tentatives,Moyenne,Appréciation\r\n' +
          'Mathématiques,6,85,Excellent\r\n' +
          'Biologie,3,62,Bien\r\n' +
          '"History, Civics",3,35,Faible\r\n' +
          'Chimie,0,,Faites un quiz\r\n',
      );
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
