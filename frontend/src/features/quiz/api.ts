import { api, listTag } from '@/lib/api';
import type { Achievement, Attempt, AttemptQuizType, Difficulty, GivenAnswer, Quiz, QuizMode, QuizType } from '@/lib/types';
import type { Answer, Schemas } from '@/lib/types';

export interface SaveAttemptArgs {
  userId: string;
  quizId: string;
  subject: string;
  topic: string;
  classLevel: string;
  score: 0;
  correctAnswers: 0;
  totalQuestions: number;
  selectedAnswers: GivenAnswer[];
  quizType: AttemptQuizType;
  quizMode: QuizMode;
  status: 'in progress';
  /** Set when the attempt answers a teacher's assignment: the server then decides quiz, mode and time. */
  assignmentId?: string;
}

export interface UpdateAttemptArgs {
  attemptId: string;
  selectedAnswers: GivenAnswer[];
  status: 'in progress' | 'completed';
  remainingTime: number;
  timeTaken: number;
  quizMode: QuizMode;
  quizType: AttemptQuizType;
  totalQuestions: number;
  /** The per-attempt autosave number (the outbox gives it out). */
  saveNumber?: number;
}

export interface UpdateAttemptResult {
  data: Attempt;
  newAchievements?: Achievement[];
}

/** Practice mode's verdict on one answer; `marksAwarded`, `marks` and `feedback` only for a short answer. */
export type CheckAnswerResult = Schemas['CheckedAnswer'];

export const quizApi = api.injectEndpoints({
  endpoints: (build) => ({
    generateQuiz: build.mutation<
      Quiz,
      { subject: string; topic: string; classLevel: string; quizType: QuizType; difficulty: Difficulty }
    >({
      query: (body) => ({ url: 'api/generate-quiz', method: 'POST', body }),
      transformResponse: (r: Answer<'/api/generate-quiz', 'post'>) => r.quiz,
      invalidatesTags: [listTag('Quiz')],
    }),
    saveAttempt: build.mutation<{ id: string }, SaveAttemptArgs>({
      query: (body) => ({ url: 'api/quizzes/saveAttempt', method: 'POST', body }),
      transformResponse: (r: Answer<'/api/quizzes/saveAttempt', 'post'>) => r,
      invalidatesTags: (_r, _e, arg) => (arg.assignmentId ? [listTag('Attempt'), listTag('Assignment')] : [listTag('Attempt')]),
    }),
    updateAttempt: build.mutation<UpdateAttemptResult, UpdateAttemptArgs>({
      query: ({ attemptId, ...body }) => ({
        url: `api/${encodeURIComponent(attemptId)}/updateQuizAttempt`,
        method: 'PUT',
        body,
      }),
      transformResponse: (r: Answer<'/api/{attemptId}/updateQuizAttempt', 'put'>) => r,
      // Autosaves change only the list's status; a completed attempt changes scores, stats, streak and achievements.
      invalidatesTags: (_r, error, arg) =>
        arg.status === 'completed' && !error
          ? [
              { type: 'Attempt', id: arg.attemptId },
              listTag('Attempt'),
              { type: 'Stats' },
              { type: 'Streak' },
              listTag('UserAchievement'),
              listTag('Leaderboard'),
              listTag('Notification'),
            ]
          : [listTag('Attempt')],
    }),
    // A retake puts the same attempt back in progress with blank answers (the server takes
    // its old score out of the totals). A late autosave can never do that by accident.
    retakeAttempt: build.mutation<UpdateAttemptResult, string>({
      query: (attemptId) => ({ url: `api/${encodeURIComponent(attemptId)}/retake`, method: 'POST', body: {} }),
      transformResponse: (r: Answer<'/api/{attemptId}/retake', 'post'>) => r,
      invalidatesTags: (_r, _e, attemptId) => [{ type: 'Attempt', id: attemptId }, listTag('Attempt'), { type: 'Stats' }, listTag('Leaderboard')],
    }),
    checkAnswer: build.mutation<CheckAnswerResult, { attemptId: string; questionIndex: number; answer: GivenAnswer }>({
      query: ({ attemptId, ...body }) => ({
        url: `api/${encodeURIComponent(attemptId)}/checkAnswer`,
        method: 'POST',
        body,
      }),
      transformResponse: (r: Answer<'/api/{attemptId}/checkAnswer', 'post'>) => r,
    }),
  }),
});

export const {
  useGenerateQuizMutation,
  useSaveAttemptMutation,
  useUpdateAttemptMutation,
  useRetakeAttemptMutation,
  useCheckAnswerMutation,
} = quizApi;
