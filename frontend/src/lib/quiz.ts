import { DEFAULT_QUESTION_MARKS } from './constants';
import type { McqQuestion, QuizData, ShortQuestion, ShortSection } from './types';

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

/** Trimmed text comparison; multi-answer keys compare as case-insensitive sets. */
export function isCorrect(selected: string | null | undefined, key: string | string[] | undefined): boolean {
  if (selected === null || selected === undefined || key === undefined) return false;
  if (Array.isArray(key)) {
    const want = new Set(key.map((k) => String(k).trim().toLowerCase()));
    const got = new Set(
      String(selected)
        .split(/\s*[,;|]\s*/)
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    );
    if (want.size === 1 && got.size === 1) return [...want][0] === [...got][0];
    return want.size === got.size && [...want].every((k) => got.has(k));
  }
  return String(selected).trim() === String(key).trim();
}

export function keyText(key: string | string[] | undefined): string {
  if (key === undefined) return '';
  return Array.isArray(key) ? key.join(', ') : String(key);
}

export const isAnswered = (a: string | null | undefined) => a !== null && a !== undefined && String(a).trim() !== '';

export function unansweredNumbers(answers: (string | null | undefined)[], total: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < total; i += 1) if (!isAnswered(answers[i])) out.push(i + 1);
  return out;
}

export function blankAnswers(n: number): (string | null)[] {
  return Array.from({ length: n }, () => null);
}
