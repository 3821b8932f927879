/**
 * The quiz-taking state machine, shared by the multiple-choice and short-answer pages.
 * Pure: the pages feed it actions and perform the side effects (saving, checking, submitting).
 */
import { isAnswered, unansweredNumbers } from '@/lib/quiz';
import type { GivenAnswer } from '@/lib/types';

export interface Feedback {
  correct: boolean;
  /** A multiple-choice key; a short answer's model answer. */
  correctAnswer: string | string[];
  explanation?: string;
  /** A short answer's marks and the marker's feedback. */
  marksAwarded?: number;
  marks?: number;
  feedback?: string;
}

export type QuizDialogState =
  | null
  | { kind: 'confirm' }
  | { kind: 'caution'; missing: number[] }
  | { kind: 'timeup' };

export interface QuizState {
  total: number;
  index: number;
  /** One option or text, several options (a list), or none, per question. */
  answers: GivenAnswer[];
  /** Practice mode: an answered question is locked once checked. */
  locked: boolean[];
  feedback: (Feedback | null)[];
  /** Seconds left, or null when no timer runs. */
  remaining: number | null;
  elapsed: number;
  dialog: QuizDialogState;
  phase: 'answering' | 'submitting' | 'submitted';
}

export type QuizAction =
  | { type: 'init'; total: number; answers?: GivenAnswer[]; remaining: number | null; elapsed?: number }
  | { type: 'answer'; index: number; value: GivenAnswer }
  | { type: 'lock'; index: number; feedback: Feedback }
  | { type: 'goto'; index: number }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'skip' }
  | { type: 'requestSubmit' }
  | { type: 'closeDialog' }
  | { type: 'tick' }
  | { type: 'submitStarted' }
  | { type: 'submitFailed' }
  /** The submission waits for the network: the dialogs close, the answers stay locked. */
  | { type: 'submitQueued' }
  | { type: 'submitted' };

export function initialQuizState(): QuizState {
  return {
    total: 0,
    index: 0,
    answers: [],
    locked: [],
    feedback: [],
    remaining: null,
    elapsed: 0,
    dialog: null,
    phase: 'answering',
  };
}

const clamp = (i: number, total: number) => Math.max(0, Math.min(i, Math.max(0, total - 1)));

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'init': {
      const answers = Array.from({ length: action.total }, (_, i) => action.answers?.[i] ?? null);
      const firstOpen = answers.findIndex((a) => !isAnswered(a));
      const timeUp = action.remaining !== null && action.remaining <= 0;
      return {
        ...initialQuizState(),
        total: action.total,
        answers,
        locked: Array.from({ length: action.total }, () => false),
        feedback: Array.from({ length: action.total }, () => null),
        index: firstOpen === -1 ? clamp(action.total - 1, action.total) : firstOpen,
        remaining: action.remaining === null ? null : Math.max(0, action.remaining),
        elapsed: action.elapsed ?? 0,
        dialog: timeUp ? { kind: 'timeup' } : null,
      };
    }
    case 'answer': {
      if (state.phase !== 'answering' || state.locked[action.index] || action.index >= state.total) return state;
      const answers = state.answers.slice();
      answers[action.index] = action.value;
      return { ...state, answers };
    }
    case 'lock': {
      const locked = state.locked.slice();
      const feedback = state.feedback.slice();
      locked[action.index] = true;
      feedback[action.index] = action.feedback;
      return { ...state, locked, feedback };
    }
    case 'goto':
      return { ...state, index: clamp(action.index, state.total) };
    case 'next':
      if (!isAnswered(state.answers[state.index])) return state;
      if (state.index >= state.total - 1) return quizReducer(state, { type: 'requestSubmit' });
      return { ...state, index: state.index + 1 };
    case 'prev':
      return { ...state, index: clamp(state.index - 1, state.total) };
    case 'skip':
      if (state.index >= state.total - 1) return { ...state, dialog: { kind: 'confirm' } };
      return { ...state, index: state.index + 1 };
    case 'requestSubmit': {
      if (state.phase !== 'answering') return state;
      const missing = unansweredNumbers(state.answers, state.total);
      return { ...state, dialog: missing.length ? { kind: 'caution', missing } : { kind: 'confirm' } };
    }
    case 'closeDialog': {
      if (state.dialog?.kind === 'timeup') return state;
      if (state.dialog?.kind === 'caution') {
        return { ...state, dialog: null, index: clamp(state.dialog.missing[0] - 1, state.total) };
      }
      return { ...state, dialog: null };
    }
    case 'tick': {
      if (state.phase !== 'answering') return state;
      const elapsed = state.elapsed + 1;
      if (state.remaining === null) return { ...state, elapsed };
      const remaining = Math.max(0, state.remaining - 1);
      if (remaining === 0 && state.remaining > 0) return { ...state, elapsed, remaining, dialog: { kind: 'timeup' } };
      return { ...state, elapsed, remaining };
    }
    case 'submitStarted':
      return { ...state, phase: 'submitting' };
    case 'submitFailed':
      return { ...state, phase: 'answering', dialog: state.dialog?.kind === 'timeup' ? state.dialog : null };
    case 'submitQueued':
      return { ...state, phase: 'submitting', dialog: null };
    case 'submitted':
      return { ...state, phase: 'submitted', dialog: null };
    default:
      return state;
  }
}
