import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGetAttemptQuery, useGetQuizQuery } from '@/lib/commonApi';
import { STORAGE } from '@/lib/constants';
import { readString } from '@/lib/storage';
import { httpStatus } from '@/lib/errors';
import { hasAnyQuestion } from '@/lib/quiz';
import type { Attempt, Quiz, QuizData } from '@/lib/types';
import { attemptFromLocal, keepServedQuiz, offlineDb, readLocalQuiz, type LocalQuiz } from '../offline/db';

export interface AttemptSession {
  attemptId: string | null;
  attempt?: Attempt;
  quiz?: Quiz;
  quizData?: QuizData;
  loading: boolean;
  error: string | null;
  /** The server could not be reached: the quiz comes from the device's copy. */
  fromDevice: boolean;
  retry: () => void;
}

function hasQuestions(d: QuizData | undefined): boolean {
  return hasAnyQuestion(d);
}

/** A failure to reach the server at all (no network, cut, timed out), as RTK Query reports it. */
function unreachable(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/** The device's copy of one attempt (read once per attempt; null where there is none). */
function useLocalQuiz(attemptId: string | null) {
  const [local, setLocal] = useState<{ id: string | null; record: LocalQuiz | null }>({ id: null, record: null });
  useEffect(() => {
    if (!attemptId) return undefined;
    let live = true;
    const done = (record: LocalQuiz | null) => {
      if (live) setLocal({ id: attemptId, record });
    };
    const db = offlineDb();
    if (!db) done(null);
    else
      db.then((d) => readLocalQuiz(d, attemptId)).then(
        (r) => done(r ?? null),
        () => done(null),
      );
    return () => {
      live = false;
    };
  }, [attemptId]);
  return { loaded: !attemptId || local.id === attemptId, record: local.id === attemptId ? local.record : null, setLocal };
}

/**
 * The attempt being taken (from navigation state, else lastQuizAttemptId) and its quiz.
 * Always refetched on mount, so that a reload restores the saved answers and time. The quiz
 * is also kept on the device (offline/db.ts): when the server cannot be reached it comes from
 * there, with the answers given on the device and the exam clock from the server's deadline;
 * while the device has answers not yet sent, they win over the server's.
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

  const served = hasQuestions(a.data?.quizData) ? a.data?.quizData : q.data?.quizData;
  const local = useLocalQuiz(attemptId);

  // Keep what the server served (in progress) on the device, with its deadline.
  const fresh = loadedOnce.current && !!a.data && !a.isFetching;
  const receivedAt = a.fulfilledTimeStamp ?? 0;
  const servedAttempt = fresh ? a.data : undefined;
  const { setLocal } = local;
  useEffect(() => {
    if (!attemptId || !servedAttempt || !served || servedAttempt.status === 'completed') return;
    const db = offlineDb();
    if (!db) return;
    void db
      .then((d) => keepServedQuiz(d, servedAttempt, served, receivedAt))
      .then((record) => setLocal({ id: attemptId, record }))
      .catch(() => undefined);
  }, [attemptId, servedAttempt, served, receivedAt, setLocal]);

  const fromDevice = !!local.record && a.isError && unreachable(a.error);
  let attempt = a.data;
  let quizData = served;
  if (fromDevice && local.record) {
    attempt = attemptFromLocal(local.record, Date.now());
    quizData = local.record.quizData;
  } else if (attempt && local.record?.unsent && attempt.status !== 'completed') {
    attempt = { ...attempt, selectedAnswers: local.record.answers };
  }

  let error: string | null = null;
  if (!attemptId) error = t('quiz.noQuizSelected');
  else if (fromDevice) error = null;
  else if (a.isError) error = httpStatus(a.error) === 404 ? t('quiz.notFound') : t('quiz.loadFailed');
  else if (q.isError) error = httpStatus(q.error) === 404 ? t('quiz.notFound') : t('quiz.loadFailed');
  else if (a.data && !needQuiz && !hasQuestions(a.data.quizData)) error = t('quiz.dataMissing');
  else if (a.data && needQuiz && q.data && !quizData) error = t('quiz.dataNotFound');

  let loading = !error && !fromDevice && (!local.loaded || !loadedOnce.current || (needQuiz && q.isLoading) || !quizData);
  // Once shown, the quiz stays on the page while it is fetched again (a submission delivered
  // after a reload offline refetches it): going back to the loader would close the quiz.
  const shown = useRef<{ id: string; attempt: Attempt; quizData: QuizData } | null>(null);
  if (!loading && !error && attemptId && attempt && quizData) shown.current = { id: attemptId, attempt, quizData };
  else if (loading && shown.current && shown.current.id === attemptId) {
    attempt = attempt ?? shown.current.attempt;
    quizData = quizData ?? shown.current.quizData;
    loading = false;
  }

  return {
    attemptId,
    attempt,
    quiz: q.data,
    quizData,
    loading,
    error,
    fromDevice,
    retry: () => {
      void a.refetch();
      if (needQuiz) void q.refetch();
    },
  };
}
