import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useAppDispatch } from '@/hooks/store';
import { achievementsQueued } from '@/lib/ui';
import { api, listTag } from '@/lib/api';
import { STORAGE } from '@/lib/constants';
import { isAnswered } from '@/lib/quiz';
import { signedOut } from '@/lib/session';
import { markSessionEnded } from '@/lib/sessionEnd';
import { quizOpened } from '@/lib/swUpdate';
import { writeJson, writeString } from '@/lib/storage';
import type { Attempt, GivenAnswer, QuizData, QuizMode } from '@/lib/types';
import { useUpdateAttemptMutation, type UpdateAttemptArgs, type UpdateAttemptResult } from '../api';
import { initialQuizState, quizReducer } from '../lib/machine';
import { timerSeconds } from '../lib/timer';
import { getOutbox, outboxHooks } from '../offline';
import { leaveSaveDue, saveBody, useAutosave, useSaveOnLeave } from './useAutosave';
import { useTabSync } from './useTabSync';

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
  onDelivered,
}: {
  attemptId: string;
  attempt: Attempt;
  quizData: QuizData;
  quizType: 'mcq' | 'short-answer';
  total: number;
  /** A submission queued earlier (before a reload, say) was delivered: the completed attempt. */
  onDelivered?: (done: Attempt) => void;
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
  const autosave = useAutosave(attemptId);
  const [updateAttempt] = useUpdateAttemptMutation();
  /** The submission waits in the outbox for the network. */
  const [queued, setQueued] = useState(false);

  useEffect(() => {
    writeString(STORAGE.lastQuizAttemptId, attemptId);
  }, [attemptId]);

  // No app update reloads this page while the quiz is open.
  useEffect(() => quizOpened(), []);

  /** The completed attempt from the server's answer: achievements queued, the last attempt remembered. */
  const completed = useCallback(
    (res: UpdateAttemptResult | null | undefined): Attempt => {
      dispatch({ type: 'submitted' });
      setQueued(false);
      if (res?.newAchievements?.length) dispatchApp(achievementsQueued(res.newAchievements));
      const done = res?.data ?? { ...attempt, status: 'completed' as const };
      writeJson(STORAGE.lastQuizAttempt, { id: attemptId, score: done.score, status: done.status });
      return done;
    },
    [attempt, attemptId, dispatchApp],
  );

  const onDeliveredRef = useRef(onDelivered);
  onDeliveredRef.current = onDelivered;
  /**
   * The submission was delivered by another tab, or by this tab's outbox for another tab: the
   * quiz is over here too (the results show; achievements are told where it was submitted).
   */
  const deliveredElsewhere = useCallback(
    (body: unknown) => {
      if (stateRef.current.phase === 'submitted') return;
      autosave.stop();
      const res = (body ?? null) as UpdateAttemptResult | null;
      const done = completed(res ? { ...res, newAchievements: undefined } : res);
      onDeliveredRef.current?.(done);
    },
    [autosave, completed],
  );
  // Two tabs of one attempt show and save the same answers (hooks/useTabSync.ts).
  const tabs = useTabSync({ attemptId, state, stateRef, dispatch, onSubmittedElsewhere: deliveredElsewhere });
  const tabsRef = useRef(tabs);
  tabsRef.current = tabs;
  const deliveredElsewhereRef = useRef(deliveredElsewhere);
  deliveredElsewhereRef.current = deliveredElsewhere;

  // The outbox's 401 ends the session as any other call's does; a delivery refreshes what it changed.
  useEffect(() => {
    outboxHooks.unauthorized = () => {
      markSessionEnded();
      writeString(STORAGE.user, null);
      dispatchApp(signedOut());
    };
    outboxHooks.submitted = (id, body) => {
      dispatchApp(
        api.util.invalidateTags([
          { type: 'Attempt', id },
          listTag('Attempt'),
          { type: 'Stats' },
          { type: 'Streak' },
          listTag('UserAchievement'),
          listTag('Leaderboard'),
          listTag('Notification'),
        ]),
      );
      if (id !== attemptId) return;
      // The other tabs of this attempt show the results too.
      tabsRef.current.tellSubmitted(body);
      // Delivered for another tab while this one was still answering: over here too.
      if (stateRef.current.phase === 'answering') deliveredElsewhereRef.current(body);
    };
  }, [dispatchApp, attemptId]);

  // A submission still waiting from before (a reload while offline): wait for it, as the page did.
  const { outbox } = autosave;
  useEffect(() => {
    if (!outbox) return undefined;
    let live = true;
    void outbox.entries(attemptId).then((entries) => {
      if (!live || !entries.some((e) => e.kind === 'submit')) return;
      autosave.stop();
      dispatch({ type: 'submitStarted' });
      dispatch({ type: 'submitQueued' });
      setQueued(true);
      outbox.whenSubmitted(attemptId).then(
        (res) => {
          if (!live) return;
          const done = completed(res as UpdateAttemptResult);
          onDeliveredRef.current?.(done);
        },
        () => {
          if (!live) return;
          setQueued(false);
          dispatch({ type: 'submitFailed' });
          autosave.resume();
        },
      );
    });
    return () => {
      live = false;
    };
    // Once per outbox and attempt: the page's first look at what waits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outbox, attemptId]);

  /** What a save or submit sends: the given answers (the newest by default) and the clock. */
  const payload = useCallback(
    (status: RunStatus, answers: GivenAnswer[] = stateRef.current.answers): UpdateAttemptArgs => ({
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
  }, autosave.save);

  // Clock: counts time taken, and counts down when the exam timer is on.
  useEffect(() => {
    if (state.phase !== 'answering') return undefined;
    const id = setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => clearInterval(id);
  }, [state.phase]);

  /**
   * Sends the final answers through the outbox. Resolves with the completed attempt
   * (achievements queued, the last attempt remembered) once the server has it: at once, or,
   * without a network, when it is back (the page says it will be submitted then). When the
   * server refuses or fails, the autosave resumes and the error is thrown on.
   */
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const finish = useCallback(async (): Promise<Attempt> => {
    dispatch({ type: 'submitStarted' });
    autosave.stop();
    try {
      const box = await getOutbox();
      const res = box
        ? ((await box.submit(attemptId, saveBody(payload('completed')), () => {
            setQueued(true);
            dispatch({ type: 'submitQueued' });
          })) as UpdateAttemptResult)
        : await updateAttempt(payload('completed')).unwrap();
      // Delivered after the student left the page: nothing more to show here.
      if (!mounted.current) return await new Promise<Attempt>(() => undefined);
      return completed(res);
    } catch (err) {
      setQueued(false);
      dispatch({ type: 'submitFailed' });
      autosave.resume();
      throw err;
    }
  }, [attemptId, autosave, completed, payload, updateAttempt]);

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
    queued,
    busy: state.phase !== 'answering',
  };
}

export type QuizRun = ReturnType<typeof useQuizRun>;
