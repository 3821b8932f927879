/**
 * One attempt open in two tabs of the same browser (issue 20). Each tab saves the whole list
 * of answers with the next save number, so without a word between them the tab that saved
 * last would wipe on the server the answers given in the other (a later save wins). The tabs
 * of one attempt therefore tell each other, over a BroadcastChannel, each answer the student
 * gives (per question: the last answer given in any tab wins, and each tab shows it), the
 * answers they hold when another tab opens, and the delivery of the submission (the other
 * tabs show the results instead of a quiz that is over).
 */

import { sameAnswer } from '@/lib/quiz';
import type { GivenAnswer } from '@/lib/types';

export const TAB_CHANNEL = 'sabi-quiz-tabs';

export type TabMessage =
  /** The student answered question `index` in tab `tab`. */
  | { kind: 'answer'; attemptId: string; tab: string; index: number; value: GivenAnswer }
  /** Tab `tab` opened the attempt: the others say what they hold. */
  | { kind: 'hello'; attemptId: string; tab: string }
  /** The attempt's submission was delivered from tab `tab`, with the server's answer. */
  | { kind: 'submitted'; attemptId: string; tab: string; body: unknown };

/** The questions whose answer differs between two lists (a list may be shorter). */
export function changedAnswers(before: readonly GivenAnswer[], after: readonly GivenAnswer[]): number[] {
  const out: number[] = [];
  const n = Math.max(before.length, after.length);
  for (let i = 0; i < n; i += 1) if (!sameAnswer(before[i], after[i])) out.push(i);
  return out;
}

/**
 * Which of `changed` this tab's student gave, as opposed to answers it took from another tab
 * (`taken`: question -> the answer taken, forgotten once seen).
 */
export function ownChanges(changed: number[], answers: readonly GivenAnswer[], taken: Map<number, GivenAnswer>): number[] {
  const own: number[] = [];
  for (const i of changed) {
    if (taken.has(i) && sameAnswer(taken.get(i), answers[i])) {
      taken.delete(i);
      continue;
    }
    taken.delete(i);
    own.push(i);
  }
  return own;
}

function isTabMessage(data: unknown): data is TabMessage {
  const m = data as Partial<TabMessage> | null;
  return !!m && typeof m === 'object' && typeof m.attemptId === 'string' && typeof m.tab === 'string' && (m.kind === 'answer' || m.kind === 'hello' || m.kind === 'submitted');
}

export interface TabChannel {
  post: (message: TabMessage) => void;
  close: () => void;
}

/** The channel between this tab and the others of the app (null where the browser has none). */
export function openTabChannel(onMessage: (message: TabMessage) => void): TabChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(TAB_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (isTabMessage(event.data)) onMessage(event.data);
  };
  return {
    post: (message) => {
      try {
        channel.postMessage(message);
      } catch {
        // A closed channel (the page is going away): nothing to tell.
      }
    },
    close: () => channel.close(),
  };
}

/** This tab's name on the channel. */
export function newTabId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}
