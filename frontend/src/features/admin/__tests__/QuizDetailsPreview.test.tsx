import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cellsQuiz, fractionsQuiz, openQuizDetails } from './fixtures';

describe('Quiz details: preview as a student', () => {
  it('previews a saved multiple-choice quiz in order, the key counted from any of its fields', async () => {
    const u = userEvent.setup();
    openQuizDetails(
      fractionsQuiz([
        { question: 'What is 1/2 + 1/4?', options: ['3/4', '2/6'], answer: '3/4' },
        { question: 'Which is prime?', options: ['4', '3'], correctAnswer: '3' },
      ]),
    );
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
    const u = userEvent.setup();
    openQuizDetails(cellsQuiz);
    await u.click(await screen.findByRole('button', { name: 'Preview as a student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview as a student: Cells' });
    expect(within(dialog).getByText('Question 1 of 1')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { level: 2, name: /Name the organelle of respiration\./ })).toHaveTextContent('(3 marks)');
    expect(within(dialog).getByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
  }, 60_000);
});
