import { useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGetAttemptQuery, useGetQuizQuery } from '@/lib/commonApi';
import { STORAGE } from '@/lib/constants';
import { readString } from '@/lib/storage';
import { httpStatus } from '@/lib/errors';
import { hasAnyQuestion } from '@/lib/quiz';
import type { Attempt, Quiz, QuizData } from '@/lib/types';

export interface AttemptSession {
  attemptId: string | null;
  attempt?: Attempt;
  quiz?: Quiz;
  quizData?: QuizData;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

function hasQuestions(d: QuizData | undefined): boolean {
  return hasAnyQuestion(d);
}

/**
 * The attempt being taken (from navigation state, else lastQuizAttemptId) and its quiz.
 * Always refetched on mount, so that a reload restores the saved answers and time.
 */
export function useAttemptSession(): AttemptSession {
  const { t } = useTranslation();
  const location = useLocation();
  const fromState = (location.state as { attemptId?: string } | null)?.attemptId;
  const attemptId = fromState ?? readString(STORAGE.lastQuizAttemptId);

  const a = useGetAttemptQuery(attemptId ?? '', { skip: !attemptId, refetchOnMountOrArgChange: true });
  // Wait for the first fresh answer (cached data may be older than the last autosave); later refetches keep the page.
  const mountedAt = useRef(Date.now());
  const loadedOnce = useRef(false);
  if (a.data && !a.isFetching && (a.fulfilledTimeStamp ?? 0) >= mountedAt.current) loadedOnce.current = true;
  const needQuiz = !!a.data && !hasQuestions(a.data.quizData) && !!a.data.quizId;
  const q = useGetQuizQuery(a.data?.quizId ?? '', { skip: !needQuiz });

  const quizData = hasQuestions(a.data?.quizData) ? a.data?.quizData : q.data?.quizData;
  let error: string | null = null;
  if (!attemptId) error = t('quiz.noQuizSelected');
  else if (a.isError) error = httpStatus(a.error) === 404 ? t('quiz.notFound') : t('quiz.loadFailed');
  else if (q.isError) error = httpStatus(q.error) === 404 ? t('quiz.notFound') : t('quiz.loadFailed');
  else if (a.data && !needQuiz && !hasQuestions(a.data.quizData)) error = t('quiz.dataMissing');
  else if (a.data && needQuiz && q.data && !quizData) error = t('quiz.dataNotFound');

  return {
    attemptId,
    attempt: a.data,
    quiz: q.data,
    quizData,
    loading: !error && (!loadedOnce.current || (needQuiz && q.isLoading) || !quizData),
    error,
    retry: () => {
      void a.refetch();
      if (needQuiz) void q.refetch();
    },
  };
}
