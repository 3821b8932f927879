import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import { sessionStudent } from '@/test/fixtures';
import LeaderBoard from '../routes/LeaderBoard';

const entry = (i: number) => ({ uid: `u${i}`, username: `student${i}`, avatar: null, school: 'GBHS', streak: i, avgScore: 90 - i });
const render = () => renderWithProviders(<LeaderBoard />, { route: '/leaderBoards', preloadedState: { session: { user: sessionStudent } } });

describe('LeaderBoard', () => {
  it('shows a podium with 3 or more entries, and at most 10 rows', async () => {
    server.use(http.get('*/api/leaderboard', () => HttpResponse.json({ data: Array.from({ length: 12 }, (_, i) => entry(i + 1)) })));
    render();
    expect(await screen.findByTestId('podium')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Place 1' })).toHaveTextContent('student1');
    expect(screen.getAllByRole('row')).toHaveLength(11);
  });
  it('has no podium with fewer than 3', async () => {
    server.use(http.get('*/api/leaderboard', () => HttpResponse.json({ data: [entry(1), entry(2)] })));
    render();
    expect(await screen.findAllByText('student1')).not.toHaveLength(0);
    expect(screen.queryByTestId('podium')).not.toBeInTheDocument();
  });
  it('shows the empty and error texts', async () => {
    server.use(http.get('*/api/leaderboard', () => HttpResponse.json({ data: [] })));
    const { unmount } = render();
    expect(await screen.findByText('No leaderboard data found')).toBeInTheDocument();
    unmount();
    server.use(http.get('*/api/leaderboard', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    render();
    expect(await screen.findByText('Could not load leaderboard.')).toBeInTheDocument();
  });
});
