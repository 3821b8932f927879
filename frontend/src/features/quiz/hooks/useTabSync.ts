import { useEffect, useRef, type Dispatch, type RefObject } from 'react';
import { isAnswered, sameAnswer } from '@/lib/quiz';
import type { GivenAnswer } from '@/lib/types';
import type { QuizAction, QuizState } from '../lib/machine';
import { changedAnswers, newTabId, openTabChannel, ownChanges, type TabChannel, type TabMessage } from '../offline/tabs';

/**
 * Keeps the tabs of one attempt in step (offline/tabs.ts): each answer given here is told to
 * the others, and each answer given in another tab is shown here, so that every tab saves the
 * same answers and none undoes another's on the server. `onSubmittedElsewhere` is called with
 * the server's answer when another tab delivered the submission. Returns `tellSubmitted`, for
 * this tab's delivery.
 */
export function useTabSync({
  attemptId,
  state,
  stateRef,
  dispatch,
  onSubmittedElsewhere,
}: {
  attemptId: string;
  state: QuizState;
  stateRef: RefObject<QuizState>;
  dispatch: Dispatch<QuizAction>;
  onSubmittedElsewhere: (body: unknown) => void;
}) {
  const tab = useRef('');
  if (!tab.current) tab.current = newTabId();
  const channel = useRef<TabChannel | null>(null);
  /** Answers taken from other tabs and not yet seen in the state (not to be told back). */
  const taken = useRef(new Map<number, GivenAnswer>());
  const seen = useRef<GivenAnswer[]>(state.answers);
  const submittedRef = useRef(onSubmittedElsewhere);
  submittedRef.current = onSubmittedElsewhere;

  useEffect(() => {
    const me = tab.current;
    const receive = (m: TabMessage) => {
      if (m.attemptId !== attemptId || m.tab === me) return;
      const s = stateRef.current;
      if (m.kind === 'submitted') {
        submittedRef.current(m.body);
        return;
      }
      if (s.phase !== 'answering') return;
      if (m.kind === 'hello') {
        s.answers.forEach((value, index) => {
          if (isAnswered(value)) channel.current?.post({ kind: 'answer', attemptId, tab: me, index, value });
        });
        return;
      }
      if (s.locked[m.index] || m.index >= s.total || sameAnswer(s.answers[m.index], m.value)) return;
      taken.current.set(m.index, m.value);
      dispatch({ type: 'answer', index: m.index, value: m.value });
    };
    channel.current = openTabChannel(receive);
    channel.current?.post({ kind: 'hello', attemptId, tab: me });
    return () => {
      channel.current?.close();
      channel.current = null;
    };
  }, [attemptId, dispatch, stateRef]);

  // Tell the other tabs what the student answered here.
  useEffect(() => {
    const before = seen.current;
    seen.current = state.answers;
    if (before === state.answers) return;
    for (const index of ownChanges(changedAnswers(before, state.answers), state.answers, taken.current)) {
      channel.current?.post({ kind: 'answer', attemptId, tab: tab.current, index, value: state.answers[index] ?? null });
    }
  }, [attemptId, state.answers]);

  return {
    tellSubmitted: (body: unknown) => channel.current?.post({ kind: 'submitted', attemptId, tab: tab.current, body }),
  };
}
