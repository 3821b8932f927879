import { DEFAULT_QUESTION_MARKS } from './constants';
import type { GivenAnswer, McqQuestion, QuizData, ShortQuestion, ShortSection } from './types';

export function isShortQuizType(t: string | null | undefined): boolean {
  return t === 'short-answer' || t === 'saq' || t === 'short';
}

/** 'mcq' or 'saq' in URLs; 'mcq' or 'short-answer' in attempts. */
export function urlQuizType(t: string | null | undefined): 'mcq' | 'saq' {
  return isShortQuizType(t) ? 'saq' : 'mcq';
}

export function attemptQuizType(t: string | null | undefined): 'mcq' | 'short-answer' {
  return isShortQuizType(t) ? 'short-answer' : 'mcq';
}

export function generatorQuizType(t: string | null | undefined): 'multiple-choice-questions' | 'short-answer' {
  return isShortQuizType(t) ? 'short-answer' : 'multiple-choice-questions';
}

export function mcqQuestions(data: QuizData | null | undefined): McqQuestion[] {
  const qs = data?.questions;
  if (!Array.isArray(qs)) return [];
  return (qs as McqQuestion[]).filter((q) => q && typeof q.question === 'string' && Array.isArray(q.options));
}

export interface FlatShortQuestion extends ShortQuestion {
  sectionIndex: number;
  sectionTitle?: string;
}

/**
 * Short-answer quizzes hold sections of questions (under `sections`, as the server sends
 * them, or under `questions`); some arrive as a flat list.
 */
export function shortSections(data: QuizData | null | undefined): ShortSection[] {
  const qs = Array.isArray(data?.sections) && data.sections.length ? data.sections : data?.questions;
  if (!Array.isArray(qs) || qs.length === 0) return [];
  const first = qs[0] as unknown as Record<string, unknown>;
  if (first && Array.isArray(first.questions)) return qs as ShortSection[];
  return [{ questions: qs as unknown as ShortQuestion[] }];
}

export function flattenShort(data: QuizData | null | undefined): FlatShortQuestion[] {
  return shortSections(data).flatMap((s, sectionIndex) =>
    (s.questions ?? []).map((q) => ({ ...q, sectionIndex, sectionTitle: s.title })),
  );
}

/** Whether quiz data holds any question, multiple choice or short answer. */
export function hasAnyQuestion(data: QuizData | null | undefined): boolean {
  return mcqQuestions(data).length > 0 || flattenShort(data).length > 0;
}

export function shortTotalMarks(questions: ShortQuestion[]): number {
  return questions.reduce((sum, q) => sum + (q.marks ?? DEFAULT_QUESTION_MARKS), 0);
}

/** The key of an MCQ question under any of its names; may be a list. */
export function correctAnswerOf(q: McqQuestion): string | string[] | undefined {
  return q.answer ?? q.correctAnswer ?? q.correct ?? q.correct_answer;
}

/** Unanswered: none, blank text or no option. */
export const isAnswered = (a: GivenAnswer | undefined) => (Array.isArray(a) ? a.length > 0 : a !== null && a !== undefined && a.trim() !== '');

/**
 * Whether an answer matches an MCQ key, as the server marks it (crates/domain/src/scoring.rs
 * `is_correct`): one key and one option compare as trimmed text; otherwise as case-insensitive
 * sets (a single text against several keys counts as its comma-separated parts).
 */
export function isCorrect(given: GivenAnswer | undefined, key: string | string[] | undefined): boolean {
  if (!isAnswered(given) || key === undefined) return false;
  if (typeof given === 'string' && typeof key === 'string') return given.trim() === key.trim();
  const set = (items: string[]) => new Set(items.map((s) => s.trim().toLowerCase()).filter(Boolean));
  const want = set(Array.isArray(key) ? key : [key]);
  const got = set(Array.isArray(given) ? given : String(given).split(','));
  return want.size === got.size && [...want].every((k) => got.has(k));
}

/** An answer or key as shown: several options joined with ", ". */
export function answerText(answer: GivenAnswer | undefined): string {
  return Array.isArray(answer) ? answer.join(', ') : (answer ?? '');
}

/** The options an answer holds (one chosen option is a list of one). */
export function chosenOptions(a: GivenAnswer | undefined): string[] {
  if (Array.isArray(a)) return a;
  return isAnswered(a) ? [a as string] : [];
}

/** The answer with `option` ticked, or unticked when it was. */
export function toggleOption(a: GivenAnswer | undefined, option: string): string[] {
  const chosen = chosenOptions(a);
  return chosen.includes(option) ? chosen.filter((o) => o !== option) : [...chosen, option];
}

/** Two answers are the same (lists compare item by item). */
export function sameAnswer(a: GivenAnswer | undefined, b: GivenAnswer | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

export function unansweredNumbers(answers: (GivenAnswer | undefined)[], total: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < total; i += 1) if (!isAnswered(answers[i])) out.push(i + 1);
  return out;
}

export function blankAnswers(n: number): GivenAnswer[] {
  return Array.from({ length: n }, () => null);
}
