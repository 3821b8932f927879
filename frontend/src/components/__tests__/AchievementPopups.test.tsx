import { act, render, screen } from '@testing-library/react';
import { AppProviders } from '@/app/providers';
import { setupStore } from '@/app/store';
import { achievementsQueued } from '@/lib/ui';
import { AchievementPopups } from '../AchievementPopups';

describe('AchievementPopups', () => {
  it('shows queued achievements one at a time for 4.5 s, each id once per session', async () => {
    vi.useFakeTimers();
    const store = setupStore();
    render(
      <AppProviders store={store}>
        <AchievementPopups />
      </AppProviders>,
    );
    act(() => {
      store.dispatch(achievementsQueued([{ id: 'a', title: 'First Quiz' }, { id: 'b', title: 'Streak 3' }, { id: 'a', title: 'First Quiz' }]));
    });
    expect(screen.getByTestId('achievement-popup')).toHaveTextContent('First Quiz');
    act(() => {
      vi.advanceTimersByTime(4400);
    });
    expect(screen.getByTestId('achievement-popup')).toHaveTextContent('First Quiz');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByTestId('achievement-popup')).toHaveTextContent('Streak 3');
    act(() => {
      vi.advanceTimersByTime(4600);
    });
    expect(screen.queryByTestId('achievement-popup')).not.toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('shownAchievements') ?? '[]')).toEqual(['a', 'b']);
    // Already shown this session: skipped.
    act(() => {
      store.dispatch(achievementsQueued([{ id: 'a', title: 'First Quiz' }]));
    });
    expect(screen.queryByTestId('achievement-popup')).not.toBeInTheDocument();
    expect(store.getState().ui.achievementQueue).toEqual([]);
  });
});
