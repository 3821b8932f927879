import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test/utils';
import { attemptFor, mcqQuiz, sessionStudent } from '@/test/fixtures';
import AttemptReviewPage from '../routes/AttemptReviewPage';

const render = () =>
  renderWithProviders(<AttemptReviewPage />, {
    route: '/pastQuizess/a1',
    path: '/pastQuizess/:attemptId',
    preloadedState: { session: { user: sessionStudent } },
  });

const completed = attemptFor(mcqQuiz, { status: 'completed', score: 67, correctAnswers: 2, selectedAnswers: ['3/4', '1/2', '2/8'], quizMode: 'practice' });

describe('the review of a past attempt', () => {
  it('shows "Earlier tries" for an attempt that was retaken', async () => {
    server.use(
      http.get('*/api/a1/quiz', () =>
        HttpResponse.json({
          data: {
            ...completed,
            history: [{ score: 33, correctAnswers: 1, totalQuestions: 3, timeTaken: 95, startedAt: { seconds: 1_790_000_000, nanoseconds: 0 }, completedAt: { seconds: 1_790_000_095, nanoseconds: 0 }, counted: false }],
          },
        }),
      ),
    );
    render();
    const section = await screen.findByRole('region', { name: 'Earlier tries' });
    expect(within(section).getByTestId('history-run')).toHaveTextContent('Try 1: 33% (1 of 3 correct)');
    expect(within(section).queryByText('Counted for your results')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retake' })).toBeInTheDocument();
  });

  it('has no such section for an attempt taken once', async () => {
    server.use(http.get('*/api/a1/quiz', () => HttpResponse.json({ data: { ...completed, history: [] } })));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiz review' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Earlier tries' })).not.toBeInTheDocument();
  });

  it('shows several options given to one question joined with a comma, marked against the key', async () => {
    const quizData = {
      ...mcqQuiz.quizData,
      questions: [{ question: 'Which equal 3/4?', options: ['3/4', '2/6', '6/8'], answer: ['3/4', '6/8'], severalAnswers: true }, { question: 'Which is larger?', options: ['1/3', '1/2'], answer: '1/2' }],
    };
    server.use(http.get('*/api/a1/quiz', () => HttpResponse.json({ data: { ...completed, quizData, totalQuestions: 2, selectedAnswers: [['6/8', '3/4'], '1/3'], history: [] } })));
    render();
    const [several, single] = await screen.findAllByRole('listitem');
    expect(several).toHaveTextContent('Your answer: 6/8, 3/4');
    expect(within(several).getByRole('img', { name: 'Correct!' })).toBeInTheDocument();
    expect(several).not.toHaveTextContent('Correct answer:');
    expect(within(single).getByRole('img', { name: 'Incorrect' })).toBeInTheDocument();
    expect(single).toHaveTextContent('Correct answer: 1/2');
  });
});
