import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import ManageSubjects from '../routes/subjects/ManageSubjects';
import ManageQuizzes from '../routes/quizzes/ManageQuizzes';
import ManageTopics from '../routes/topics/ManageTopics';
import ManageAchievements from '../routes/achievements/ManageAchievements';
import { asAdmin, catchDownloads, pagerItems } from './fixtures';

const rows = () => screen.queryAllByTestId('list-row');
const csv = (name: string) =>
  http.get(`*/api/export/${name}`, () => new HttpResponse(`header of ${name}\r\n`, { headers: { 'content-type': 'text/csv' } }));

async function pick(label: string, option: string) {
  const u = userEvent.setup();
  await u.click(screen.getByRole('combobox', { name: label }));
  await u.click(await screen.findByRole('option', { name: option }));
}

describe('Manage Subjects', () => {
  const subjects = [
    ...Array.from({ length: 14 }, (_, i) => ({ id: `s${i}`, name: `Subject ${i}`, description: 'About it', classLevel: 'Form 1', topicsCount: i, meta: { stream: null } })),
    { id: 'bio4', name: 'Biology', description: 'Living things', classLevel: 'Form 4', topicsCount: 3, meta: { stream: 'Science' } },
  ];

  it('searches, filters by class, pages, exports subjects.csv and opens a subject', async () => {
    server.use(http.get('*/api/subjects', () => HttpResponse.json({ data: subjects })), csv('subjects.csv'));
    const files = catchDownloads();
    const u = userEvent.setup();
    renderWithProviders(<ManageSubjects />, { route: '/manage-subjects', ...asAdmin });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(pagerItems(screen.getByRole('navigation', { name: 'Pagination' }))).toEqual(['1', '2']);
    expect(screen.getByRole('link', { name: 'Add Subject' })).toHaveAttribute('href', '/add-subject');

    await u.type(screen.getByRole('searchbox', { name: 'Search subjects' }), 'living');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]).getByText('Biology')).toBeInTheDocument();
    expect(within(rows()[0]).getByText('Science')).toBeInTheDocument();
    await u.clear(screen.getByRole('searchbox', { name: 'Search subjects' }));

    await pick('Class', 'Form 4');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await pick('Class', 'Upper Sixth');
    expect(await screen.findByText('No subjects found.')).toBeInTheDocument();
    await pick('Class', 'All classes');
    await waitFor(() => expect(rows()).toHaveLength(10));

    await u.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['subjects.csv']));

    await u.click(within(rows()[0]).getByText('Subject 0'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/subjectDisplayDetails/s0');
  });
});

describe('Manage Quizzes', () => {
  it('filters by class, searches title, subject or topic, and exports quizzes.csv', async () => {
    server.use(
      http.get('*/api/quizzes', () =>
        HttpResponse.json({
          data: [
            { id: 'q1', title: 'Fractions quiz', subject: 'Mathematics', topic: 'Fractions', classLevel: 'Form 1', quizType: 'multiple-choice-questions', totalQuestions: 10 },
            { id: 'q2', title: 'Cells', subject: 'Biology', topic: 'The cell', classLevel: 'Form 2', quizType: 'short-answer', totalQuestions: 4 },
          ],
        }),
      ),
      csv('quizzes.csv'),
    );
    const files = catchDownloads();
    const u = userEvent.setup();
    renderWithProviders(<ManageQuizzes />, { route: '/manage-quizzes', ...asAdmin });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[1]).getByText('Short Answer Quiz')).toBeInTheDocument();
    await pick('Class', 'Form 2');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('Cells')).toBeInTheDocument();
    await pick('Class', 'All classes');
    await u.type(screen.getByRole('searchbox', { name: 'Search quizzes' }), 'fraction');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await u.type(screen.getByRole('searchbox', { name: 'Search quizzes' }), 'zzz');
    expect(await screen.findByText('No quizzes found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Quiz' })).toHaveAttribute('href', '/create-quiz');
    await u.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['quizzes.csv']));
  });

  it('shows the server error of a failed list', async () => {
    server.use(http.get('*/api/quizzes', () => HttpResponse.json({ error: 'Store down' }, { status: 503 })));
    renderWithProviders(<ManageQuizzes />, { route: '/manage-quizzes', ...asAdmin });
    expect(await screen.findByText('Store down')).toBeInTheDocument();
  });
});

describe('Manage Topics', () => {
  it('groups same-name topics with their class levels, filters by class and exports topics.csv', async () => {
    server.use(
      http.get('*/api/topics', () =>
        HttpResponse.json({
          data: [
            { id: 't1', name: 'Fractions', subject: 'Mathematics', classLevel: 'Form 2' },
            { id: 't2', name: 'Fractions', subject: 'Mathematics', classLevel: 'Class 5' },
            { id: 't3', name: 'Cells', subject: 'Biology', classLevel: 'Form 1' },
          ],
        }),
      ),
      csv('topics.csv'),
    );
    const files = catchDownloads();
    const u = userEvent.setup();
    renderWithProviders(<ManageTopics />, { route: '/manage-topics', ...asAdmin });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const fractions = rows()[0];
    expect(within(fractions).getByText('Fractions')).toBeInTheDocument();
    expect(within(fractions).getAllByText(/Class 5|Form 2/).map((e) => e.textContent)).toEqual(['Class 5', 'Form 2']);

    await pick('Class', 'Form 1');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('Cells')).toBeInTheDocument();
    await pick('Class', 'Class 1');
    expect(await screen.findByText('No topics found.')).toBeInTheDocument();
    await pick('Class', 'All classes');
    await u.type(screen.getByRole('searchbox', { name: 'Search topics' }), 'biology');
    await waitFor(() => expect(rows()).toHaveLength(1));

    await u.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['topics.csv']));
    await u.click(within(rows()[0]).getByText('Cells'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/topicDisplayDetails/t3');
  });
});

describe('Manage Achievements', () => {
  it('filters by rank, searches and exports achievements.csv; empty text', async () => {
    server.use(
      http.get('*/api/achievements', () =>
        HttpResponse.json({
          data: [
            { id: 'a1', title: 'First quiz', description: 'Complete a quiz', category: 'General', rank: 'Bronze' },
            { id: 'a2', title: 'On fire', description: 'A 7-day streak', category: 'Consistency', rank: 'Gold' },
          ],
        }),
      ),
      csv('achievements.csv'),
    );
    const files = catchDownloads();
    const u = userEvent.setup();
    renderWithProviders(<ManageAchievements />, { route: '/manage-achievement', ...asAdmin });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await pick('Rank', 'Gold');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('On fire')).toBeInTheDocument();
    await pick('Rank', 'Platinum');
    expect(await screen.findByText('No achievements found.')).toBeInTheDocument();
    await pick('Rank', 'All ranks');
    await u.type(screen.getByRole('searchbox', { name: 'Search achievements' }), 'streak');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Create Achievements' })).toHaveAttribute('href', '/create-achievement');
    await u.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['achievements.csv']));
  });

  it('shows the fallback when the list fails without a message', async () => {
    server.use(http.get('*/api/achievements', () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<ManageAchievements />, { route: '/manage-achievement', ...asAdmin });
    expect(await screen.findByText('Failed to fetch achievements')).toBeInTheDocument();
  });
});
