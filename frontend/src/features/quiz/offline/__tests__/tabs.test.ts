import { act, renderHook, waitFor } from '@testing-library/react';
import { useReducer, useRef } from 'react';
import { initialQuizState, quizReducer } from '../../lib/machine';
import { useTabSync } from '../../hooks/useTabSync';
import type { GivenAnswer } from '@/lib/types';
import { changedAnswers, ownChanges } from '../tabs';

describe('the tabs of one attempt', () => {
  it('finds the questions whose answer changed', () => {
    expect(changedAnswers(['a', null, 'c'], ['a', 'b', 'c'])).toEqual([1]);
    expect(changedAnswers(['a'], ['a', 'b'])).toEqual([1]);
    expect(changedAnswers(['a', 'b'], ['a', 'b'])).toEqual([]);
    // Lists compare by their options, not as objects (a list told by another tab is a copy).
    expect(changedAnswers([['a', 'b'], ['c']], [['a', 'b'], ['c', 'd']])).toEqual([1]);
    expect(changedAnswers(['a'], [['a']])).toEqual([0]);
  });

  it('does not tell back an answer taken from another tab', () => {
    const taken = new Map<number, GivenAnswer>([[1, 'b']]);
    expect(ownChanges([0, 1], ['x', 'b'], taken)).toEqual([0]);
    expect(taken.size).toBe(0);
    // Changed again here after it was taken: the student's own.
    taken.set(1, 'b');
    expect(ownChanges([1], ['x', 'B'], taken)).toEqual([1]);
  });

  /** A quiz page's state with its tab sync, as useQuizRun has it. */
  function tab(attemptId: string, answers: GivenAnswer[], submitted: unknown[]) {
    return renderHook(() => {
      const [state, dispatch] = useReducer(quizReducer, undefined, () =>
        quizReducer(initialQuizState(), { type: 'init', total: answers.length, answers, remaining: 600 }),
      );
      const stateRef = useRef(state);
      stateRef.current = state;
      const sync = useTabSync({ attemptId, state, stateRef, dispatch, onSubmittedElsewhere: (b) => submitted.push(b) });
      return { state, dispatch, sync };
    });
  }

  it('several options ticked in one tab show in the other', async () => {
    const a = tab('t3', [null, null], []);
    const b = tab('t3', [null, null], []);
    act(() => a.result.current.dispatch({ type: 'answer', index: 0, value: ['x', 'y'] }));
    await waitFor(() => expect(b.result.current.state.answers).toEqual([['x', 'y'], null]));
    act(() => b.result.current.dispatch({ type: 'answer', index: 0, value: ['y'] }));
    await waitFor(() => expect(a.result.current.state.answers).toEqual([['y'], null]));
    for (const t of [a, b]) t.unmount();
  });

  it('an answer given in one tab shows in the other, so that neither save wipes the other', async () => {
    const submitted: unknown[] = [];
    const a = tab('t1', [null, null, null], submitted);
    const b = tab('t1', [null, null, null], submitted);
    const other = tab('t2', [null, null, null], submitted);
    act(() => a.result.current.dispatch({ type: 'answer', index: 0, value: 'first' }));
    await waitFor(() => expect(b.result.current.state.answers).toEqual(['first', null, null]));
    act(() => b.result.current.dispatch({ type: 'answer', index: 1, value: 'second' }));
    await waitFor(() => expect(a.result.current.state.answers).toEqual(['first', 'second', null]));
    // Changed again in the first tab: the newest answer wins in both.
    act(() => a.result.current.dispatch({ type: 'answer', index: 1, value: 'second, better' }));
    await waitFor(() => expect(b.result.current.state.answers).toEqual(['first', 'second, better', null]));
    expect(a.result.current.state.answers).toEqual(['first', 'second, better', null]);
    // Another attempt hears nothing.
    expect(other.result.current.state.answers).toEqual([null, null, null]);

    // A tab opened later is told the answers the open ones hold.
    const late = tab('t1', [null, null, null], submitted);
    await waitFor(() => expect(late.result.current.state.answers).toEqual(['first', 'second, better', null]));

    // The submission delivered from one tab is told to the others.
    act(() => a.result.current.sync.tellSubmitted({ data: { id: 't1', status: 'completed' } }));
    await waitFor(() => expect(submitted).toHaveLength(2));
    expect(submitted[0]).toEqual({ data: { id: 't1', status: 'completed' } });
    for (const t of [a, b, other, late]) t.unmount();
  });
});
