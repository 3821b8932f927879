/**
 * What a student did on the start-quiz page's HTML form before the app's code arrived (issue
 * 20, item 3). start-quiz/index.html draws the page from HTML alone (../shell/start-quiz.html)
 * and public/shell/start-quiz.js makes it work: on a slow phone the mode, the kind of quiz and
 * the difficulty are chosen, and Generate Quiz may be pressed, seconds before React draws the
 * page. The app's page starts from those choices and, if Generate Quiz was pressed, asks for the
 * quiz at once.
 */
import type { Difficulty, QuizMode } from '@/lib/types';
import { takeOnce } from '@/lib/pageShell';

/** What public/shell/start-quiz.js keeps on window. */
type ShellState = { mode?: string; type?: string; difficulty?: string; useTimer?: boolean; pressed?: boolean };

declare global {
  interface Window {
    __sabiShellStartQuiz?: ShellState;
  }
}

export type ShellStartQuiz = {
  mode: QuizMode;
  type: 'mcq' | 'saq';
  difficulty: Difficulty;
  useTimer: boolean;
  /** Generate Quiz was pressed: ask for the quiz as soon as the app can. */
  pressed: boolean;
};

const DIFFICULTIES: readonly Difficulty[] = ['easy', 'normal', 'hard'];

function fromPage(): ShellStartQuiz | null {
  const state = window.__sabiShellStartQuiz;
  if (!state) return null;
  return {
    mode: state.mode === 'exam' ? 'exam' : 'practice',
    type: state.type === 'saq' ? 'saq' : 'mcq',
    difficulty: DIFFICULTIES.find((d) => d === state.difficulty) ?? 'normal',
    useTimer: state.useTimer !== false,
    pressed: !!state.pressed,
  };
}

const shell = takeOnce(fromPage, () => delete window.__sabiShellStartQuiz);

/** The choices and press on the page's HTML form, the same answer until `forgetShellStartQuiz`. */
export const readShellStartQuiz = shell.take;

/** Once the page has taken them over: a later visit starts from its own defaults. */
export const forgetShellStartQuiz = shell.forget;
