import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import { AppProviders } from '@/app/providers';
import AdminDashboard from '../routes/dashboard/AdminDashboard';
import { LoadingTips } from '../components/LoadingTips';
import { asAdmin, user } from './fixtures';
import type { DashboardData } from '../types';

const figures: DashboardData = {
  periodDays: 30,
  totalUsers: { value: 1250, previous: 1000, change: 25 },
  activeUsers: { value: 300, previous: 400, change: -25 },
  quizzesCompleted: { value: 87, previous: 0, change: null },
  failedQuizzes: { value: 24, previous: 24, change: 0 },
  quizzesPerSubject: [],
  monthly: [],
};

const weekly = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `w${i}`, title: `Weekly ${i + 1}`, topic: `Topic ${i + 1}`, subject: 'Mathematics', createdAt: { seconds: 1_700_000_000 } }));

function api({ className = 'Form 2' as string | null, quizzes = weekly(12), quizzesStatus = 200 } = {}) {
  server.use(
    http.get('*/api/admin/dashboard', () => HttpResponse.json({ data: figures })),
    http.get('*/api/ad1/class', () => HttpResponse.json({ data: { className } })),
    http.get('*/api/filterGeneratedQuizzes', () =>
      quizzesStatus === 200 ? HttpResponse.json({ weeklyQuizzes: quizzes, manualQuizzes: [] }) : new HttpResponse(null, { status: quizzesStatus }),
    ),
    http.get('*/api/users', () =>
      HttpResponse.json([
        user(1, { role: 'admin', username: 'head', status: 'active' }),
        ...Array.from({ length: 12 }, (_, i) => user(i + 2, { status: 'active', username: `pupil${i + 1}`, className: 'Form 1' })),
      ]),
    ),
  );
}

describe('Admin dashboard', () => {
  it('shows the four cards with their changes, at most 10 weekly quizzes and the first 10 active students', async () => {
    api();
    renderWithProviders(<AdminDashboard />, { route: '/adminDashboard', ...asAdmin });
    const total = await screen.findByTestId('stat-totalUsers');
    expect(total).toHaveTextContent('Total Users');
    expect(total).toHaveTextContent('1250');
    expect(total).toHaveTextContent('+25% vs previous 30 days');
    expect(screen.getByTestId('stat-activeUsers')).toHaveTextContent('-25% vs previous 30 days');
    expect(screen.getByTestId('stat-quizzesCompleted')).toHaveTextContent('Total Quizzes Completed87Nothing to compare with the previous 30 days');
    expect(screen.getByTestId('stat-failedQuizzes')).toHaveTextContent('Failed Quizzes240% vs previous 30 days');
    expect(await screen.findByRole('heading', { name: 'Quizzes per Subject' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Monthly Task Overview' })).toBeInTheDocument();

    const weeklyTable = await screen.findByRole('table', { name: 'Weekly Generated Quizzes' });
    await waitFor(() => expect(within(weeklyTable).getAllByRole('row')).toHaveLength(11));
    expect(within(weeklyTable).getByText('Weekly 10')).toBeInTheDocument();
    expect(within(weeklyTable).queryByText('Weekly 11')).not.toBeInTheDocument();
    for (const h of ['Quiz Title', 'Topic', 'Subject', 'Date']) expect(within(weeklyTable).getByRole('columnheader', { name: h })).toBeInTheDocument();

    const students = await screen.findByRole('table', { name: 'Active Students' });
    await waitFor(() => expect(within(students).getAllByRole('row')).toHaveLength(11));
    expect(within(students).queryByText('head')).not.toBeInTheDocument();
    expect(within(students).getByText('pupil10')).toBeInTheDocument();
    expect(within(students).queryByText('pupil11')).not.toBeInTheDocument();
  });

  it("needs a class for the weekly quizzes: 'No class assigned. Please update your profile.'", async () => {
    api({ className: null });
    renderWithProviders(<AdminDashboard />, { route: '/adminDashboard', ...asAdmin });
    expect(await screen.findByText(/No class assigned. Please update your profile./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update profile' })).toHaveAttribute('href', '/updateAdminDetails');
  });

  it("says 'No quizzes available', and 'Failed to fetch quizzes' on an error", async () => {
    api({ quizzes: [] });
    const { unmount } = renderWithProviders(<AdminDashboard />, { route: '/adminDashboard', ...asAdmin });
    expect(await screen.findByText('No quizzes available')).toBeInTheDocument();
    unmount();
    api({ quizzesStatus: 500 });
    renderWithProviders(<AdminDashboard />, { route: '/adminDashboard', ...asAdmin });
    expect(await screen.findByText('Failed to fetch quizzes')).toBeInTheDocument();
  });
});

describe('Loading tips', () => {
  it('change every 5 s with a 300 ms fade', () => {
    vi.useFakeTimers();
    render(
      <AppProviders>
        <LoadingTips />
      </AppProviders>,
    );
    const tip = screen.getByTestId('loading-tip');
    const first = tip.textContent;
    expect(tip).toHaveStyle({ opacity: '1' });
    act(() => vi.advanceTimersByTime(4999));
    expect(tip.textContent).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    expect(tip).toHaveStyle({ opacity: '0' });
    expect(tip.textContent).toBe(first);
    act(() => vi.advanceTimersByTime(300));
    expect(tip).toHaveStyle({ opacity: '1' });
    expect(tip.textContent).not.toBe(first);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard…');
  });
});
