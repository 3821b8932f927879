import type { Achievement, AchievementRule, Attempt, Quiz, Schemas, Subject, Timestamp, Topic, User } from '@/lib/types';

/** A user as admins see them (GET /api/users and friends). */
export interface AdminUser extends User {
  updatedAt?: Timestamp | null;
  streakDays?: number;
  /** When they picked "Teacher" at onboarding, while no admin has decided. */
  teacherRequestedAt?: Timestamp | null;
}

/** A figure of the last 30 days and its change on the 30 days before (rounded percent, null when nothing to compare). */
export type Figure = Schemas['FigureView'];

/** The admin dashboard (GET /api/admin/dashboard), as the server declares it. */
export type DashboardData = Schemas['DashboardView'];

/** Results of a group of attempts: the class and the subject it is of, when it is of one. */
export type ResultTally = Schemas['TallyView'];

/** The admin's reports (GET /api/admin/reports), as the server declares them. */
export type ReportData = Schemas['ReportsView'];

export interface Registration extends AdminUser {
  completedQuizzes: number;
}

export interface QuizSummary extends Quiz {
  difficulty?: string;
  /** manual (an admin's or a teacher's), weekly (the weekly job's), student (a student's practice quiz), supplied (an old client's). */
  source?: string;
  totalQuestions?: number;
  /** Taken by students and then deleted: kept for their attempts, no longer offered. */
  retired?: boolean;
}

export interface MarkingPoint {
  point?: string;
  marks?: number;
}

/** A quiz with its key, as admins get it from GET /api/quiz/{id}. */
export interface QuizWithKey extends QuizSummary {
  questions?: unknown[];
  sections?: unknown[];
}

export interface NewUserForm {
  username: string;
  email: string;
  phoneNumber: string;
  role: string;
  password: string;
}

export interface NewAchievement {
  id?: string;
  title: string;
  description: string;
  category?: string;
  rank?: string;
  /** How it is earned; left out when no rule awards it. */
  rule?: AchievementRule;
}

/** POST /api/users/import: a CSV of students, previewed (`confirm: false`) or created. */
export interface UserImportRequest {
  csv: string;
  confirm: boolean;
}

/** A line that would make (or made) an account. */
export interface UserImportReady {
  line: number;
  name: string;
  username: string;
  className: string | null;
  email: string;
  phoneNumber: string;
}

export interface UserImportRefused {
  line: number;
  username: string;
  reason: string;
}

/** An account made, with its one-time password (shown this once only). */
/** What a first-login slip prints: the one-time password is shown only once. */
export interface LoginSlip {
  id: string;
  name: string;
  username: string;
  className: string | null;
  oneTimePassword: string;
}

export interface UserImportCreated extends LoginSlip {
  line: number;
}

export interface UserImportResult {
  schoolYear: string;
  ready: UserImportReady[];
  refused: UserImportRefused[];
  /** Empty on a preview. */
  created: UserImportCreated[];
  message?: string;
}

export type ExportName = 'users.csv' | 'subjects.csv' | 'quizzes.csv' | 'topics.csv' | 'achievements.csv';

export type { Achievement, Attempt, Subject, Topic };
