import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { z } from 'zod';
import { BANK_DIFFICULTIES, LANGUAGES, QUESTION_TYPES, STATUSES, type BankQuestion, type Problem, type QuestionForm, type QuestionLanguage, type QuestionType } from '../types';

/**
 * What the editor holds: the options as rows, the key as their positions (so that editing an
 * option's text keeps it marked), marks as typed and a point's accepted phrasings one a line.
 * The question's rules are the server's (its check as the user types, its answer to a save): the
 * schema gives the shape only.
 */
export const draftSchema = z.object({
  subject: z.string(),
  classLevel: z.string(),
  topic: z.string(),
  type: z.enum(QUESTION_TYPES),
  question: z.string(),
  options: z.array(z.object({ text: z.string() })),
  keys: z.array(z.number()),
  explanation: z.string(),
  marks: z.string(),
  markingScheme: z.array(z.object({ point: z.string(), marks: z.string(), accept: z.string() })),
  modelAnswer: z.string(),
  difficulty: z.enum(BANK_DIFFICULTIES),
  language: z.enum(LANGUAGES),
  status: z.enum(STATUSES),
  name: z.string().nullable(),
});
export type Draft = z.infer<typeof draftSchema>;

export const TRUE_FALSE: Record<QuestionLanguage, [string, string]> = { en: ['True', 'False'], fr: ['Vrai', 'Faux'] };
/** A short answer is worth at most this (problem `marksOutOfRange`). */
export const MAX_MARKS = 20;
export const CHECK_DEBOUNCE_MS = 700;

export const blankPoint = (): Draft['markingScheme'][number] => ({ point: '', marks: '1', accept: '' });
const rows = (texts: readonly string[]) => texts.map((text) => ({ text }));
const blankOptions = () => rows(['', '', '', '']);

/** Marks as typed, as a number: NaN when blank (JSON sends it as null, and the server says what is wrong). */
export const numberOf = (text: string) => (text === '' ? NaN : Number(text));

export function emptyDraft(language: QuestionLanguage = 'en'): Draft {
  return {
    subject: '',
    classLevel: '',
    topic: '',
    type: 'singleChoice',
    question: '',
    options: blankOptions(),
    keys: [],
    explanation: '',
    marks: '1',
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
  const options = q.type === 'shortAnswer' ? ['', '', '', ''] : q.options;
  const answers = Array.isArray(q.answer) ? q.answer : q.answer ? [q.answer] : [];
  const keys = answers.map((a) => options.indexOf(a)).filter((i) => i >= 0);
  return {
    subject: q.subject,
    classLevel: q.classLevel,
    topic: q.topic,
    type: q.type,
    question: q.question,
    options: rows(options),
    keys,
    explanation: q.explanation ?? '',
    marks: String(q.marks ?? 1),
    markingScheme:
      q.type === 'shortAnswer' && q.markingScheme?.length
        ? q.markingScheme.map((p) => ({ point: p.point, marks: String(p.marks), accept: (p.accept ?? []).join('\n') }))
        : [blankPoint()],
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
  if (type === 'trueFalse') return { ...d, type, options: rows(TRUE_FALSE[d.language]), keys: d.keys.filter((k) => k < 2).slice(0, 1) };
  const options = wasTrueFalse ? blankOptions() : d.options;
  const keys = wasTrueFalse ? [] : type === 'multipleAnswers' ? d.keys : d.keys.slice(0, 1);
  return { ...d, type, options, keys };
}

/** A true/false question's options follow the question's language. */
export function withLanguage(d: Draft, language: QuestionLanguage): Draft {
  return d.type === 'trueFalse' ? { ...d, language, options: rows(TRUE_FALSE[language]) } : { ...d, language };
}

/** The key once the option at `index` is removed: the options after it move up one. */
export const keysWithout = (keys: number[], index: number) => keys.filter((k) => k !== index).map((k) => (k > index ? k - 1 : k));

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
      marks: numberOf(d.marks),
      markingScheme: d.markingScheme.map((p) => ({ point: p.point, marks: numberOf(p.marks), accept: p.accept.split(/\r?\n/).filter((a) => a.trim()) })),
      modelAnswer: d.modelAnswer,
    };
  }
  const options = d.options.map((o) => o.text);
  const keyed = [...d.keys].sort((a, b) => a - b).map((k) => options[k]).filter((o) => o !== undefined);
  return {
    ...base,
    options,
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
