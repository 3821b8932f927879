/** The teachers' shapes, as docs/teacher-api.md gives them. */

import type { AttemptRun, AttemptStatus, ClassListArgs, SchoolClass, TeacherRef } from '@/lib/types';

// Declared once in lib/types.ts (the admin's users list filters by class too).
export type { ClassListArgs, SchoolClass, TeacherRef };

export interface ClassStudent {
  id: string;
  username: string;
  fullName?: string | null;
  classLevel?: string | null;
}

export interface ClassForm {
  name: string;
  classLevel: string;
  stream?: string | null;
  schoolYear: string;
  teacherIds?: string[];
}

export interface EnrolReport {
  enrolled: ClassStudent[];
  alreadyInClass: string[];
  refused: { line: number; username: string; reason: string }[];
  confirmed: boolean;
}

export const MODES = ['practice', 'exam'] as const;
export type AssignmentMode = (typeof MODES)[number];
export const KEYS = ['atOnce', 'afterClosing', 'never'] as const;
export type KeysShown = (typeof KEYS)[number];
export type AssignmentState = 'upcoming' | 'open' | 'closed';
export type ResultStatus = 'notStarted' | 'inProgress' | 'submitted';

export interface Assignment {
  id: string;
  classId: string;
  className: string;
  quizId: string;
  title: string;
  subject: string;
  topic: string;
  quizType: 'mcq' | 'short-answer';
  questionCount: number;
  mode: AssignmentMode;
  opensAt: string;
  closesAt: string;
  timeLimitMinutes: number | null;
  attemptsAllowed: number;
  keys: KeysShown;
  state: AssignmentState;
  setBy: string | null;
  createdAt: string;
}

export interface NewAssignment {
  quizId: string;
  classIds: string[];
  mode: AssignmentMode;
  opensAt: string;
  closesAt: string;
  timeLimitMinutes?: number;
  attemptsAllowed: number;
  keys: KeysShown;
}

export interface ResultRow {
  student: ClassStudent;
  status: ResultStatus;
  attemptId: string | null;
  score: number | null;
  timeTaken: number | null;
  submittedAt: string | null;
  attempts: number;
  moderated: boolean;
  /** Every attempt of the student on the assignment, oldest first. */
  tries?: AttemptTry[];
}

/** One of a student's attempts on an assignment (a results row's `tries`). Times are ISO 8601. */
export interface AttemptTry {
  attemptId: string;
  status: AttemptStatus;
  score: number;
  startedAt: string;
  completedAt: string | null;
}

export interface Results {
  assignment: Assignment;
  rows: ResultRow[];
  summary: { students: number; notStarted: number; inProgress: number; submitted: number; meanScore: number | null };
}

export const FLAGS = ['tooEasy', 'tooHard', 'negativeDiscrimination', 'weakDiscrimination'] as const;
export type Flag = (typeof FLAGS)[number];

export interface QuestionStats {
  number: number;
  question: string;
  type: 'mcq' | 'short-answer';
  marks: number;
  facility: number | null;
  standardDeviation: number | null;
  discrimination: number | null;
  discriminativeEfficiency: number | null;
  meanMark: number | null;
  options?: { option: string; correct: boolean; chosen: number }[];
  flags: Flag[];
}

export interface Analysis {
  attempts: number;
  questions: QuestionStats[];
}

export interface MarkingQuestion {
  number: number;
  question: string;
  answer: string;
  modelAnswer?: string | null;
  markingScheme: { point: string; marks: number }[];
  marks: number;
  marksAwarded: number;
  feedback?: string | null;
}

export interface MarkChange {
  number: number;
  from: number;
  to: number;
  comment: string;
  by: string | null;
  byName?: string | null;
  at: string;
}

export interface Marking {
  attempt: { id: string; userId: string; studentName: string; score: number; status: string; assignmentId: string | null };
  questions: MarkingQuestion[];
  changes: MarkChange[];
  moderated: boolean;
  /** The attempt's earlier runs (before each retake), oldest first. */
  history?: AttemptRun[];
}

export interface TeacherHome {
  classes: SchoolClass[];
  open: Assignment[];
  upcoming: Assignment[];
  toModerate: { attemptId: string; assignmentId: string; title: string; studentName: string; submittedAt: string | null }[];
  weakestTopics: { classId: string; className: string; topics: { subject: string; topic: string; meanScore: number; attempts: number }[] }[];
}

/** A quiz a teacher can set: from an earlier assignment, the bank's builder, or (an admin) the quiz list. */
export interface QuizChoice {
  id: string;
  title: string;
}

/** A user as /api/users gives it to an admin (the fields the class screens use). */
export interface PersonSummary {
  id: string;
  uid?: string;
  username: string;
  fullName?: string | null;
  role?: string | null;
  className?: string | null;
}
