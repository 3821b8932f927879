import { render, screen } from '@testing-library/react';
import { AppProviders } from '@/app/providers';
import type { Attempt } from '@/lib/types';
import { AttemptReview } from '../AttemptReview';

describe('AttemptReview', () => {
  it('shows a short-answer attempt as marks awarded (the review total) of the marks available', () => {
    const attempt: Attempt = {
      id: 'a1',
      quizType: 'short-answer',
      quizMode: 'exam',
      status: 'completed',
      score: 64,
      totalQuestions: 2,
      selectedAnswers: ['Chlorophyll', 'I forget'],
      // As the server sends it: the sections under `sections`, the review's total = marks awarded.
      quizData: {
        sections: [{ title: 'A', marks: 5, questions: [{ question: 'Name the pigment.', marks: 2 }, { question: 'Write the equation.', marks: 3 }] }],
      },
      review: { total: 2, correctCount: 1, feedback: 'Keep revising.', questions: [{ marksAwarded: 2, feedback: 'Good' }, { marksAwarded: 0, feedback: 'Missing' }] },
    } as Attempt;
    render(
      <AppProviders>
        <AttemptReview attempt={attempt} />
      </AppProviders>,
    );
    expect(screen.getByText('2 of 5 marks')).toBeInTheDocument();
    expect(screen.getByText('Marks: 2 / 2')).toBeInTheDocument();
    expect(screen.getByText('Marks: 0 / 3')).toBeInTheDocument();
  });
});
