import { STORAGE } from '@/lib/constants';
import { readString } from '@/lib/storage';
import { quizSeconds } from '@/lib/time';
import type { Attempt, QuizData, QuizMode } from '@/lib/types';

/**
 * Seconds on the exam clock: the server's remaining time when it keeps the exam's clock (it
 * does for every exam it started: reloading the page cannot add time), else the saved
 * remaining time, else the quiz's estimated time (default 1800 s); null without a timer.
 */
export function timerSeconds(attempt: Attempt, quizData: QuizData, mode: QuizMode): number | null {
  const useTimer = readString(STORAGE.useTimer);
  if (mode !== 'exam' || useTimer === 'false') return null;
  if (typeof attempt.timeLimit === 'number' && typeof attempt.remainingTime === 'number') {
    return Math.max(0, attempt.remainingTime);
  }
  if (typeof attempt.remainingTime === 'number' && attempt.remainingTime > 0) return attempt.remainingTime;
  if (attempt.remainingTime === 0 && (attempt.timeTaken ?? 0) > 0) return 0;
  return quizSeconds(null, quizData.estimatedTime ?? readString(STORAGE.estimatedTime));
}
