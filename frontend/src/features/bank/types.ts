/** The question bank's shapes, as docs/bank-api.md gives them. */

export const QUESTION_TYPES = ['singleChoice', 'multipleAnswers', 'trueFalse', 'shortAnswer'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const SOURCES = ['seeded', 'generated', 'written', 'imported'] as const;
export type Source = (typeof SOURCES)[number];

export const STATUSES = ['draft', 'published', 'retired'] as const;
export type Status = (typeof STATUSES)[number];

export const LANGUAGES = ['en', 'fr'] as const;
export type QuestionLanguage = (typeof LANGUAGES)[number];

export const BANK_DIFFICULTIES = ['easy', 'normal', 'hard'] as const;
export type Difficulty = (typeof BANK_DIFFICULTIES)[number];

export const EXPORT_FORMATS = ['csv', 'gift', 'moodleXml', 'aiken'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const IMPORT_FORMATS = ['gift', 'moodleXml', 'aiken', 'csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export interface MarkingPoint {
  point: string;
  marks: number;
  accept: string[];
}

/** The question form: what create, update, check and try-answer take. */
export interface QuestionForm {
  subject: string;
  classLevel: string;
  topic: string;
  type: QuestionType;
  question: string;
  options: string[];
  /** One option; several for `multipleAnswers`; "" for a short answer. */
  answer: string | string[];
  explanation: string;
  marks: number;
  markingScheme: MarkingPoint[];
  modelAnswer: string;
  difficulty: Difficulty;
  language: QuestionLanguage;
  status: Status;
  name?: string | null;
}

export interface BankQuestion extends QuestionForm {
  id: string;
  version: number;
  source: Source;
  authorId: string | null;
  name: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface QuestionVersion extends Partial<QuestionForm> {
  version: number;
  changedBy?: string | null;
  changedAt?: string | null;
}

export interface Problem {
  problem: string;
  message: string;
  [detail: string]: unknown;
}

export interface BankFilters {
  subject?: string;
  classLevel?: string;
  topic?: string;
  type?: string;
  source?: string;
  language?: string;
  status?: string;
  search?: string;
}

export interface BankListArgs extends BankFilters {
  page: number;
  limit: number;
  /** Only these questions: ids separated by commas, at most 100. */
  ids?: string;
}

export interface BankPage {
  data: BankQuestion[];
  total: number;
  page: number;
  limit: number;
}

export interface TryAnswerResult {
  score: number;
  marks: number;
  feedback: string;
  /** A short answer's marking points as the built-in marker read them; their awards add up to the score. */
  points: TriedPoint[];
}

/** One marking point of a tried answer: what it is worth, what the answer earned by it, and whether the answer states it. */
export interface TriedPoint {
  point: string;
  marks: number;
  awarded: number;
  /** Stated by the answer (a point found once the question's marks are used up is found with 0 awarded). */
  found: boolean;
}

export interface ImportArgs {
  file: File;
  format?: ImportFormat | '';
  subject?: string;
  classLevel?: string;
  topic?: string;
  status: 'draft' | 'published';
  confirm?: boolean;
}

export interface ImportPreview {
  format: string;
  questions: {
    line: number;
    name?: string | null;
    type: QuestionType;
    subject: string;
    classLevel: string;
    topic: string;
    question: string;
    duplicate: boolean;
  }[];
  refused: { line: number; name?: string | null; reason: string }[];
  toCreate: number;
  duplicates: number;
  /** Only once confirmed. */
  created?: number;
  message?: string;
}

/** What the quiz builder asks a generator for (POST /api/bank/generate). */
export interface GenerateDrafts {
  subject: string;
  classLevel: string;
  topic: string;
  quizType: 'mcq' | 'short-answer';
  count?: number;
}

export interface NewBankQuiz {
  title: string;
  description?: string;
  subject: string;
  classLevel: string;
  topic: string;
  quizType: 'mcq' | 'short-answer';
  difficulty?: string;
  estimateTime?: number;
  questionIds: string[];
}
