import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useAppDispatch } from '@/hooks/store';
import { achievementsQueued } from '@/lib/ui';
import { STORAGE } from '@/lib/constants';
import { isAnswered } from '@/lib/quiz';
import { writeJson, writeString } from '@/lib/storage';
import type { Attempt, QuizData, QuizMode } from '@/lib/types';
import { useUpdateAttemptMutation, type UpdateAttemptArgs } from '../api';
import { initialQuizState, quizReducer } from '../lib/machine';
import { timerSeconds } from '../lib/timer';
import { leaveSaveDue, useAutosave, useSaveOnLeave } from './useAutosave';

type RunStatus = 'in progress' | 'completed';

/**
 * One quiz being answered, shared by the multiple-choice and short-answer pages: the state
 * machine seeded from the saved attempt, the clock, the autosave (including on leaving the
 * page), and the final submit. The pages add only what differs (checking, the question view,
 * what happens after the submit).
 */
export function useQuizRun({
  attemptId,
  attempt,
  quizData,
  quizType,
  total,
}: {
  attemptId: string;
  attempt: Attempt;
  quizData: QuizData;
  quizType: 'mcq' | 'short-answer';
  total: number;
}) {
  const params = useParams();
  const dispatchApp = useAppDispatch();
  const mode: QuizMode =
    attempt.quizMode === 'practice' || attempt.quizMode === 'exam'
      ? attempt.quizMode
      : params.quizmode === 'practice'
        ? 'practice'
        : 'exam';

  const [state, dispatch] = useReducer(quizReducer, undefined, () =>
    quizReducer(initialQuizState(), {
      type: 'init',
      total,
      answers: attempt.selectedAnswers ?? [],
      remaining: timerSeconds(attempt, quizData, mode),
      elapsed: attempt.timeTaken ?? 0,
    }),
  );
  const stateRef = useRef(state);
  stateRef.current = state;
  const [restored, setRestored] = useState(() => (attempt.selectedAnswers ?? []).some((a) => isAnswered(a)));
  const autosave = useAutosave();
  const [updateAttempt] = useUpdateAttemptMutation();

  useEffect(() => {
    writeString(STORAGE.lastQuizAttemptId, attemptId);
  }, [attemptId]);

  /** What a save or submit sends: the given answers (the newest by default) and the clock. */
  const payload = useCallback(
    (status: RunStatus, answers: (string | null)[] = stateRef.current.answers): UpdateAttemptArgs => ({
      attemptId,
      selectedAnswers: answers.map((a) => (isAnswered(a) ? a : null)),
      status,
      remainingTime: stateRef.current.remaining ?? 0,
      timeTaken: stateRef.current.elapsed,
      quizMode: mode,
      quizType,
      totalQuestions: total,
    }),
    [attemptId, mode, quizType, total],
  );

  // Leaving the page (reload, closed tab, another page) saves the newest answers and clock.
  const opened = useRef<UpdateAttemptArgs | null>(null);
  if (!opened.current) opened.current = payload('in progress');
  useSaveOnLeave(() => {
    if (stateRef.current.phase !== 'answering') return null;
    const next = payload('in progress');
    return leaveSaveDue(next, autosave.last() ?? opened.current ?? next, stateRef.current.remaining !== null) ? next : null;
  });

  // Clock: counts time taken, and counts down when the exam timer is on.
  useEffect(() => {
    if (state.phase !== 'answering') return undefined;
    const id = setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => clearInterval(id);
  }, [state.phase]);

  /**
   * Sends the final answers. Resolves with the completed attempt (achievements queued, the
   * last attempt remembered); on failure the autosave resumes and the error is thrown on.
   */
  const finish = useCallback(async (): Promise<Attempt> => {
    dispatch({ type: 'submitStarted' });
    autosave.stop();
    try {
      const res = await updateAttempt(payload('completed')).unwrap();
      dispatch({ type: 'submitted' });
      if (res.newAchievements?.length) dispatchApp(achievementsQueued(res.newAchievements));
      const done = res.data ?? { ...attempt, status: 'completed' };
      writeJson(STORAGE.lastQuizAttempt, { id: attemptId, score: done.score, status: done.status });
      return done;
    } catch (err) {
      dispatch({ type: 'submitFailed' });
      autosave.resume();
      throw err;
    }
  }, [attempt, attemptId, autosave, dispatchApp, payload, updateAttempt]);

  return {
    mode,
    practice: mode === 'practice',
    state,
    stateRef,
    dispatch,
    restored,
    setRestored,
    autosave,
    payload,
    finish,
    busy: state.phase !== 'answering',
  };
}

export type QuizRun = ReturnType<typeof useQuizRun>;
