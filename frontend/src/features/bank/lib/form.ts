import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { BankQuestion, Difficulty, MarkingPoint, Problem, QuestionForm, QuestionLanguage, QuestionType, Status } from '../types';

/** What the editor holds: the key as option positions, so that editing an option's text keeps it marked. */
export interface Draft {
  subject: string;
  classLevel: string;
  topic: string;
  type: QuestionType;
  question: string;
  options: string[];
  keys: number[];
  explanation: string;
  marks: number;
  markingScheme: MarkingPoint[];
  modelAnswer: string;
  difficulty: Difficulty;
  language: QuestionLanguage;
  status: Status;
  name: string | null;
}

export const TRUE_FALSE: Record<QuestionLanguage, [string, string]> = { en: ['True', 'False'], fr: ['Vrai', 'Faux'] };
/** A short answer is worth at most this (problem `marksOutOfRange`). */
export const MAX_MARKS = 20;
export const CHECK_DEBOUNCE_MS = 700;

export const blankPoint = (): MarkingPoint => ({ point: '', marks: 1, accept: [] });

export function emptyDraft(language: QuestionLanguage = 'en'): Draft {
  return {
    subject: '',
    classLevel: '',
    topic: '',
    type: 'singleChoice',
    question: '',
    options: ['', '', '', ''],
    keys: [],
    explanation: '',
    marks: 1,
    markingScheme: [blankPoint()],
    modelAnswer: '',
    difficulty: 'normal',
    language,
    status: 'published',
    name: null,
  };
}

/** The editor's copy of a saved question. */
export function draftOf(q: BankQuestion): Draft {
  const options = q.type === 'shortAnswer' ? ['', '', '', ''] : [...q.options];
  const answers = Array.isArray(q.answer) ? q.answer : q.answer ? [q.answer] : [];
  const keys = answers.map((a) => options.indexOf(a)).filter((i) => i >= 0);
  return {
    subject: q.subject,
    classLevel: q.classLevel,
    topic: q.topic,
    type: q.type,
    question: q.question,
    options,
    keys,
    explanation: q.explanation ?? '',
    marks: q.marks ?? 1,
    markingScheme: q.type === 'shortAnswer' && q.markingScheme?.length ? q.markingScheme.map((p) => ({ ...p, accept: [...(p.accept ?? [])] })) : [blankPoint()],
    modelAnswer: q.modelAnswer ?? '',
    difficulty: q.difficulty ?? 'normal',
    language: q.language ?? 'en',
    status: q.status ?? 'published',
    name: q.name ?? null,
  };
}

/** Changes the type: true/false gets its two options; leaving it gives blank ones back. */
export function withType(d: Draft, type: QuestionType): Draft {
  if (type === d.type) return d;
  const wasTrueFalse = d.type === 'trueFalse';
  if (type === 'trueFalse') return { ...d, type, options: [...TRUE_FALSE[d.language]], keys: d.keys.filter((k) => k < 2).slice(0, 1) };
  const options = wasTrueFalse ? ['', '', '', ''] : d.options;
  const keys = wasTrueFalse ? [] : type === 'multipleAnswers' ? d.keys : d.keys.slice(0, 1);
  return { ...d, type, options, keys };
}

/** A true/false question's options follow the question's language. */
export function withLanguage(d: Draft, language: QuestionLanguage): Draft {
  return d.type === 'trueFalse' ? { ...d, language, options: [...TRUE_FALSE[language]] } : { ...d, language };
}

export function withoutOption(d: Draft, index: number): Draft {
  return {
    ...d,
    options: d.options.filter((_, i) => i !== index),
    keys: d.keys.filter((k) => k !== index).map((k) => (k > index ? k - 1 : k)),
  };
}

/** The form the API takes: only the fields the type counts are filled. */
export function formOf(d: Draft): QuestionForm {
  const base = {
    subject: d.subject.trim(),
    classLevel: d.classLevel,
    topic: d.topic.trim(),
    type: d.type,
    question: d.question,
    explanation: d.explanation,
    difficulty: d.difficulty,
    language: d.language,
    status: d.status,
    ...(d.name ? { name: d.name } : {}),
  };
  if (d.type === 'shortAnswer') {
    return {
      ...base,
      options: [],
      answer: '',
      marks: d.marks,
      markingScheme: d.markingScheme.map((p) => ({ point: p.point, marks: p.marks, accept: p.accept.filter((a) => a.trim()) })),
      modelAnswer: d.modelAnswer,
    };
  }
  const keyed = [...d.keys].sort((a, b) => a - b).map((k) => d.options[k]).filter((o) => o !== undefined);
  return {
    ...base,
    options: d.options,
    answer: d.type === 'multipleAnswers' ? keyed : (keyed[0] ?? ''),
    marks: 1,
    markingScheme: [],
    modelAnswer: '',
  };
}

/** Which part of the form a problem is about. */
export type ProblemField = 'placement' | 'question' | 'options' | 'explanation' | 'marks' | 'markingScheme' | 'modelAnswer' | 'other';

const FIELDS: Record<string, ProblemField> = {
  noText: 'question',
  textTooLong: 'question',
  tooFewOptions: 'options',
  tooManyOptions: 'options',
  blankOption: 'options',
  optionTooLong: 'options',
  repeatedOption: 'options',
  noKey: 'options',
  keyNotAmongOptions: 'options',
  severalKeys: 'options',
  explanationTooLong: 'explanation',
  marksOutOfRange: 'marks',
  noMarkingScheme: 'markingScheme',
  blankMarkingPoint: 'markingScheme',
  pointMarksOutOfRange: 'markingScheme',
  pointsExceedMarks: 'markingScheme',
  scheme: 'markingScheme',
  modelAnswerTooLong: 'modelAnswer',
  noPlacement: 'placement',
};

export const fieldOf = (p: Problem): ProblemField => FIELDS[p.problem] ?? 'other';

/** The `{"message", "problems"}` of an error answer (400 for an invalid question). */
export function errorBody(err: unknown): { status: number | string | null; message: string | null; problems: Problem[] } {
  const e = (err ?? {}) as FetchBaseQueryError & { data?: unknown };
  const status = e && typeof e === 'object' && 'status' in e ? (e.status as number | string) : null;
  const data = (e.data ?? null) as { message?: unknown; error?: unknown; problems?: unknown } | null;
  const text = data && typeof data === 'object' ? (typeof data.message === 'string' ? data.message : typeof data.error === 'string' ? data.error : null) : null;
  const problems = data && typeof data === 'object' && Array.isArray(data.problems) ? (data.problems as Problem[]) : [];
  return { status, message: text && text.trim() ? text : null, problems };
}

/** The server's text of an error, or the fallback. */
export const messageOf = (err: unknown, fallback: string) => errorBody(err).message ?? fallback;

/** Splits "accepted phrasings" typed one a line. */
export const lines = (text: string) => text.split(/\r?\n/);
