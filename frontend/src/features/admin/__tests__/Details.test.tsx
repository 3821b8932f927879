import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import SubjectDetails from '../routes/subjects/SubjectDetails';
import QuizDetails from '../routes/quizzes/QuizDetails';
import TopicDetails from '../routes/topics/TopicDetails';
import { asAdmin, cellsQuiz, fractionsQuiz, openQuizDetails } from './fixtures';

describe('Subject details', () => {
  it('shows the subject with a default image, and deletes it after the cannot-be-undone confirmation', async () => {
    let deleted = false;
    server.use(
      http.get('*/api/userSubject/s1', () =>
        HttpResponse.json({ id: 's1', name: 'Biology', description: 'Living things', classLevel: 'Form 4', image: null, meta: { stream: 'Science' }, createdAt: { seconds: 1_700_000_000 } }),
      ),
      http.get('*/api/subjects/s1/usage', () => HttpResponse.json({ topics: 0, quizzes: 0, bankQuestions: 0 })),
      http.delete('*/api/deleteSubject/s1', () => {
        deleted = true;
        return HttpResponse.json({ message: 'Subject deleted.' });
      }),
    );
    const u = userEvent.setup();
    renderWithProviders(<SubjectDetails />, { route: '/subjectDisplayDetails/s1', path: '/subjectDisplayDetails/:id', ...asAdmin });
    expect(await screen.findByRole('heading', { name: 'Biology' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture of Biology' })).toHaveAttribute('src', '/images/subject.svg');
    expect(screen.getByText('Science')).toBeInTheDocument();
    expect(screen.getByText('Form 4')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Delete Subject' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Biology?' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await u.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Subject deleted.')).toBeInTheDocument();
    expect(deleted).toBe(true);
    expect(await screen.findByTestId('location')).toHaveTextContent('/manage-subjects');
  });

  it("'Subject not found.' for a 404, the fallback for other failures; a failed delete says so", async () => {
    server.use(http.get('*/api/userSubject/gone', () => HttpResponse.json({ error: 'x' }, { status: 404 })));
    const { unmount } = renderWithProviders(<SubjectDetails />, { route: '/subjectDisplayDetails/gone', path: '/subjectDisplayDetails/:id', ...asAdmin });
    expect(await screen.findByText('Subject not found.')).toBeInTheDocument();
    unmount();
    server.use(
      http.get('*/api/userSubject/s2', () => HttpResponse.json({ id: 's2', name: 'Art', classLevel: 'Form 1' })),
      http.get('*/api/subjects/s2/usage', () => HttpResponse.json({ topics: 0, quizzes: 0, bankQuestions: 0 })),
      http.delete('*/api/deleteSubject/s2', () => new HttpResponse(null, { status: 500 })),
    );
    const u = userEvent.setup();
    renderWithProviders(<SubjectDetails />, { route: '/subjectDisplayDetails/s2', path: '/subjectDisplayDetails/:id', ...asAdmin });
    await u.click(await screen.findByRole('button', { name: 'Delete Subject' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Failed to delete subject')).toBeInTheDocument();
  });
});

describe('Quiz details', () => {
  it('shows the questions with their answers and explanations', async () => {
    openQuizDetails(
      fractionsQuiz([
        { question: 'What is 1/2 + 1/4?', options: ['3/4', '2/6'], answer: '3/4', explanation: 'Common denominator 4.' },
        { question: 'Which are prime?', options: ['2', '3', '4'], correctAnswer: ['2', '3'], explanation: '4 = 2 × 2.' },
      ]),
    );
    const q2 = await screen.findByRole('region', { name: 'Question 2' });
    expect(within(q2).getByText(/Answer:/).parentElement).toHaveTextContent('Answer: 2, 3');
    expect(within(q2).getByText(/4 = 2 × 2/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Question 1' })).toHaveTextContent('Common denominator 4.');
  });

  it('shows short-answer sections with marks and the marking scheme', async () => {
    openQuizDetails(cellsQuiz);
    const q = await screen.findByRole('region', { name: 'Question 1' });
    expect(q).toHaveTextContent('Marking scheme');
    expect(q).toHaveTextContent('mitochondria (3 marks)');
    expect(q).toHaveTextContent('Model answer: The mitochondria');
  });

  it("'Failed to fetch quiz details.'", async () => {
    server.use(http.get('*/api/quiz/bad', () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<QuizDetails />, { route: '/detailQuiz/bad', path: '/detailQuiz/:id', ...asAdmin });
    expect(await screen.findByText('Failed to fetch quiz details.')).toBeInTheDocument();
  });
});

describe('Topic details', () => {
  it('shows the subject, the class levels of same-name topics, the description and subtopics', async () => {
    server.use(
      http.get('*/api/t1/topic', () =>
        HttpResponse.json({ id: 't1', name: 'Fractions', subject: 'Mathematics', classLevel: 'Form 2', description: 'Parts of a whole', subtopics: [{ name: 'Adding', description: 'Same denominator' }] }),
      ),
      http.get('*/api/topics', () =>
        HttpResponse.json({
          data: [
            { id: 't1', name: 'Fractions', subject: 'Mathematics', classLevel: 'Form 2' },
            { id: 't2', name: 'Fractions', subject: 'Mathematics', classLevel: 'Class 6' },
          ],
        }),
      ),
    );
    renderWithProviders(<TopicDetails />, { route: '/topicDisplayDetails/t1', path: '/topicDisplayDetails/:id', ...asAdmin });
    expect(await screen.findByRole('heading', { name: 'Fractions' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Class 6')).toBeInTheDocument());
    expect(screen.getByText('Form 2')).toBeInTheDocument();
    expect(screen.getByText('Parts of a whole')).toBeInTheDocument();
    expect(screen.getByText('Adding')).toBeInTheDocument();
    expect(screen.getByText('Same denominator')).toBeInTheDocument();
  });

  it("'Failed to fetch topic details.'", async () => {
    server.use(
      http.get('*/api/x/topic', () => new HttpResponse(null, { status: 500 })),
      http.get('*/api/topics', () => HttpResponse.json({ data: [] })),
    );
    renderWithProviders(<TopicDetails />, { route: '/topicDisplayDetails/x', path: '/topicDisplayDetails/:id', ...asAdmin });
    expect(await screen.findByText('Failed to fetch topic details.')).toBeInTheDocument();
  });
});
