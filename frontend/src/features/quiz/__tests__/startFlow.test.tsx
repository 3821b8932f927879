import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderApp } from '@/test/utils';
import { attemptFor, mcqQuiz, sessionStudent } from '@/test/fixtures';

describe('from a subject to the first question', () => {
  it('topics -> mode -> start -> quiz details -> quiz page', async () => {
    const generated: Record<string, unknown>[] = [];
    const saved: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/filter-topics', ({ request }) => {
        const p = new URL(request.url).searchParams;
        expect(p.get('subject')).toBe('Economics/Commerce');
        return HttpResponse.json({
          data: p.get('classLevel') === 'Form 2' ? [{ id: 't1', name: 'Supply & Demand', description: 'Markets' }] : [],
        });
      }),
      http.post('*/api/generate-quiz', async ({ request }) => {
        generated.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ quiz: { ...mcqQuiz, subject: 'Economics/Commerce', topic: 'Supply & Demand' } });
      }),
      http.get('*/api/quiz/q1', () => HttpResponse.json({ data: { ...mcqQuiz, subject: 'Economics/Commerce', topic: 'Supply & Demand' } })),
      http.post('*/api/quizzes/saveAttempt', async ({ request }) => {
        saved.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ id: 'a1' });
      }),
      http.get('*/api/a1/quiz', () => HttpResponse.json({ data: attemptFor(mcqQuiz, { quizMode: 'exam' }) })),
    );
    window.localStorage.setItem('selectedSubject', 'Economics/Commerce');
    const user = userEvent.setup();
    const { router } = renderApp('/subject/Economics__Commerce/class/Form%203/topics', {
      preloadedState: { session: { user: sessionStudent } },
    });
    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Class' }));
    await user.click(await screen.findByRole('option', { name: 'Form 2' }));
    const topic = await screen.findByRole('radio', { name: /Supply & Demand/ });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(topic);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/subject/Economics__Commerce/class/Form%202/topic/Supply__Demand/mode'),
    );
    await user.click(await screen.findByRole('button', { name: /Exam/ }));
    expect(await screen.findByRole('heading', { name: 'Start a quiz' })).toBeInTheDocument();
    expect(screen.getByText('Supply & Demand — Economics/Commerce, Form 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/quizdetails/quizType/mcq/subject/Economics__Commerce/class/Form%202/topic/Supply__Demand/mode/exam',
      ),
    );
    expect(generated[0]).toEqual({
      subject: 'Economics/Commerce',
      topic: 'Supply & Demand',
      classLevel: 'Form 2',
      quizType: 'multiple-choice-questions',
      difficulty: 'normal',
    });
    expect(await screen.findByText('10 mins')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Quiz' }));
    expect(await screen.findByText('What is 1/2 + 1/4?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(
      '/quiz/mcq/subject/Economics__Commerce/class/Form%202/topic/Supply__Demand/mode/exam',
    );
    expect(saved[0]).toMatchObject({
      userId: 'u1',
      quizId: 'q1',
      totalQuestions: 3,
      selectedAnswers: [null, null, null],
      quizType: 'mcq',
      quizMode: 'exam',
      status: 'in progress',
      score: 0,
      correctAnswers: 0,
    });
    expect(window.localStorage.getItem('lastQuizAttemptId')).toBe('a1');
  });

  it("Start needs subject, topic and class: 'Missing quiz parameters or quiz ID.'", async () => {
    renderApp('/start-quiz', { preloadedState: { session: { user: sessionStudent } } });
    expect(await screen.findByText('Missing quiz parameters or quiz ID.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Quiz' })).toBeDisabled();
  });

  it('a retake resets the same attempt and opens the quiz', async () => {
    let retakes = 0;
    let attempt = attemptFor(mcqQuiz, { status: 'completed', score: 67, selectedAnswers: ['3/4', '1/2', '2/8'], quizMode: 'practice' });
    server.use(
      http.get('*/api/a1/quiz', () => HttpResponse.json({ data: attempt })),
      http.post('*/api/a1/retake', () => {
        retakes += 1;
        attempt = { ...attempt, status: 'in progress', score: 0, selectedAnswers: [null, null, null] } as typeof attempt;
        return HttpResponse.json({ data: attempt, newAchievements: [] });
      }),
    );
    const { router } = renderApp('/quiz-retake/a1', { preloadedState: { session: { user: sessionStudent } } });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/quiz-retake/a1'));
    expect(await screen.findByText('What is 1/2 + 1/4?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/newQuizTake');
    expect(retakes).toBe(1);
    expect(screen.getByText('0 of 3 answered')).toBeInTheDocument();
  });

  it('a result page without navigation state goes to the dashboard', async () => {
    server.use(
      http.get('*/api/u1/*', () => HttpResponse.json({ data: [] })),
      http.get('*/api/subjects/filter', () => HttpResponse.json({ data: [] })),
    );
    const { router } = renderApp('/quiz-results-2', { preloadedState: { session: { user: sessionStudent } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/studentDashboard'));
  });
});
