import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import { attemptFor, mcqQuiz } from '@/test/fixtures';
import RecentActivity from '../routes/activity/RecentActivity';
import Reports from '../routes/activity/Reports';
import ReviewUsers from '../routes/activity/ReviewUsers';
import { asAdmin, user } from './fixtures';
import type { ReportData } from '../types';

const rows = () => screen.queryAllByTestId('list-row');

describe('Recent Quiz Activities', () => {
  it('lists the latest completed attempts with the students’ names and passed/failed scores', async () => {
    const limits: string[] = [];
    server.use(
      http.get('*/api/admin/recent-attempts', ({ request }) => {
        limits.push(new URL(request.url).searchParams.get('limit') ?? '');
        return HttpResponse.json({
          data: [
            { ...attemptFor(mcqQuiz), id: 'a1', userId: 'u1', status: 'completed', score: 80, quizData: undefined },
            { ...attemptFor(mcqQuiz), id: 'a2', userId: 'u2', status: 'completed', score: 20, quizMode: 'practice', quizData: undefined },
          ],
        });
      }),
      http.get('*/api/users', () => HttpResponse.json([user(1, { username: 'amina' }), user(2, { username: 'bello' })])),
    );
    renderWithProviders(<RecentActivity />, { route: '/quiz', ...asAdmin });
    expect(await screen.findByRole('heading', { name: 'Recent Quiz Activities' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(await within(rows()[0]).findByRole('link', { name: 'amina' })).toHaveAttribute('href', '/userDetails/u1');
    expect(within(rows()[0]).getByText('80%').closest('[data-result]')).toHaveAttribute('data-result', 'passed');
    expect(within(rows()[1]).getByText('20%').closest('[data-result]')).toHaveAttribute('data-result', 'failed');
    expect(within(rows()[1]).getByText('Practice Mode')).toBeInTheDocument();
    expect(limits).toEqual(['50']);
  });
});

describe('Reports', () => {
  const report: ReportData = {
    since: { seconds: 1_700_000_000, nanoseconds: 0 },
    overall: { attempts: 3, average: 61, passed: 2, failed: 1, passRate: 67 },
    byClass: [{ classLevel: 'Form 2', attempts: 3, average: 61, passed: 2, failed: 1, passRate: 67 }],
    bySubject: [{ subject: 'Mathematics', attempts: 3, average: 61, passed: 2, failed: 1, passRate: 67 }],
    byClassSubject: [{ classLevel: 'Form 2', subject: 'Mathematics', attempts: 3, average: 61, passed: 2, failed: 1, passRate: 67 }],
  };

  it('shows the overall figures and the class-by-subject table, for the chosen period', async () => {
    const days: string[] = [];
    server.use(
      http.get('*/api/admin/reports', ({ request }) => {
        days.push(new URL(request.url).searchParams.get('days') ?? '');
        return HttpResponse.json({ data: report });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<Reports />, { route: '/reports', ...asAdmin });
    expect(await screen.findByText('67%')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Results by class and subject' });
    expect(within(table).getByText('Mathematics')).toBeInTheDocument();
    expect(within(table).getByText('61%')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Results by class' })).toBeInTheDocument();
    await u.click(screen.getByRole('combobox', { name: 'Period' }));
    await u.click(await screen.findByRole('option', { name: 'All time' }));
    await waitFor(() => expect(days).toEqual(['90', '0']));
  });

  it('shows the server error', async () => {
    server.use(http.get('*/api/admin/reports', () => HttpResponse.json({ error: 'You are not allowed to do that.' }, { status: 403 })));
    renderWithProviders(<Reports />, { route: '/reports', ...asAdmin });
    expect(await screen.findByText('You are not allowed to do that.')).toBeInTheDocument();
  });
});

describe('Review Users', () => {
  it('lists the registrations of the last 30 days and (de)activates a user', async () => {
    const puts: unknown[] = [];
    let status: 'active' | 'inactive' = 'active';
    server.use(
      http.get('*/api/admin/registrations', ({ request }) => {
        expect(new URL(request.url).searchParams.get('days')).toBe('30');
        return HttpResponse.json({ total: 1, since: { seconds: 1 }, data: [{ ...user(4, { username: 'newcomer', status }), completedQuizzes: 2 }] });
      }),
      http.put('*/api/user/u4', async ({ request }) => {
        puts.push(await request.json());
        status = 'inactive';
        return HttpResponse.json({ data: user(4, { status: 'inactive' }) });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<ReviewUsers />, { route: '/review-users', ...asAdmin });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]).getByText('newcomer')).toBeInTheDocument();
    expect(within(rows()[0]).getByText('2')).toBeInTheDocument();
    expect(within(rows()[0]).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/userDetails/u4');
    await u.click(within(rows()[0]).getByRole('button', { name: 'Deactivate newcomer' }));
    expect(await screen.findByText('newcomer updated.')).toBeInTheDocument();
    expect(puts).toEqual([{ uid: 'u4', status: 'inactive' }]);
    expect(await within(rows()[0]).findByRole('button', { name: 'Activate newcomer' })).toBeInTheDocument();
  });

  it('says when nobody registered', async () => {
    server.use(http.get('*/api/admin/registrations', () => HttpResponse.json({ total: 0, since: { seconds: 1 }, data: [] })));
    renderWithProviders(<ReviewUsers />, { route: '/review-users', ...asAdmin });
    expect(await screen.findByText('No new registrations in the last 30 days.')).toBeInTheDocument();
  });
});
