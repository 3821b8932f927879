import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import QuizDetails from '../routes/quizzes/QuizDetails';
import { asAdmin } from './fixtures';

describe('Quiz details: preview as a student', () => {
  it('previews a saved multiple-choice quiz in order, the key counted from any of its fields', async () => {
    server.use(
      http.get('*/api/quiz/q1', () =>
        HttpResponse.json({
          data: {
            id: 'q1',
            title: 'Fractions',
            quizType: 'multiple-choice-questions',
            questions: [
              { question: 'What is 1/2 + 1/4?', options: ['3/4', '2/6'], answer: '3/4' },
              { question: 'Which is prime?', options: ['4', '3'], correctAnswer: '3' },
            ],
          },
        }),
      ),
    );
    const u = userEvent.setup();
    renderWithProviders(<QuizDetails />, { route: '/detailQuiz/q1', path: '/detailQuiz/:id', ...asAdmin });
    await u.click(await screen.findByRole('button', { name: 'Preview as a student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview as a student: Fractions' });
    expect(within(dialog).getByText('Question 1 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { level: 2, name: 'What is 1/2 + 1/4?' })).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Next' }));
    await u.click(within(dialog).getByRole('radio', { name: /3/ }));
    expect(within(dialog).getByText('Right: this is the key.')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Close the preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 60_000);

  it('previews a short-answer quiz with the answer box and each question’s marks', async () => {
    server.use(
      http.get('*/api/quiz/s1', () =>
        HttpResponse.json({
          data: {
            id: 's1',
            title: 'Cells',
            quizType: 'short-answer',
            sections: [{ title: 'Section A', questions: [{ question: 'Name the organelle of respiration.', marks: 3, answer: 'The mitochondria' }] }],
          },
        }),
      ),
    );
    const u = userEvent.setup();
    renderWithProviders(<QuizDetails />, { route: '/detailQuiz/s1', path: '/detailQuiz/:id', ...asAdmin });
    await u.click(await screen.findByRole('button', { name: 'Preview as a student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview as a student: Cells' });
    expect(within(dialog).getByText('Question 1 of 1')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { level: 2, name: /Name the organelle of respiration\./ })).toHaveTextContent('(3 marks)');
    expect(within(dialog).getByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
  }, 60_000);
});
