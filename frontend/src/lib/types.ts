/**
 * Shapes of the server's JSON answers. The contract itself is generated from the server's
 * OpenAPI document into `api.generated.ts` (`npm run api-types`); the RTK Query endpoints type
 * each answer with {@link Answer}, so a field the server renames or drops fails the type check.
 * The names below are what the pages use; the server's answers must be assignable to them.
 */
import type { components, paths } from './api.generated';

export type { components, paths };

/** The server's named shapes. */
export type Schemas = components['schemas'];

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** What a route answers on success (its 200 or 201 JSON), e.g. `Answer<'/api/users', 'get'>`. */
export type Answer<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: infer R }
  ? R extends { 200: infer S }
    ? JsonOf<S>
    : R extends { 201: infer S }
      ? JsonOf<S>
      : never
  : never;

/** A student's answer to one question: one option (or a short answer's text), several options, or none. */
export type GivenAnswer = Schemas['GivenAnswer'];

export interface Timestamp {
  seconds: number;
  nanoseconds?: number;
}

export type Role = 'student' | 'teacher' | 'admin';
export type UserStatus = 'active' | 'inactive';

export interface User {
  id: string;
  uid: string;
  username: string;
  email: string;
  phoneNumber?: string;
  role: Role;
  status: UserStatus;
  resident?: string | null;
  school?: string | null;
  age?: number | string | null;
  className?: string | null;
  profilePic?: string | null;
  subjects?: string[];
  streak?: number;
  createdAt?: Timestamp | null;
  /** The person's full name (the import's `name`); may be empty for older accounts. */
  name?: string;
  /** Signed in with a one-time password: every call but choosing a password is refused until then. */
  mustChangePassword?: boolean;
  /** Their class of the current school year (GET /api/users, for admins). */
  schoolClass?: { id: string; name: string } | null;
}

/** The user as kept in the browser after sign-in. */
export interface SessionUser extends User {
  userType: 'Student' | 'Admin';
  isLoggedIn: boolean;
}

export interface Subject {
  id: string;
  name: string;
  description?: string;
  image?: string | null;
  classLevel?: string;
  meta?: { stream?: string | null } | null;
  stream?: string | null;
  topicsCount?: number;
  createdAt?: Timestamp | null;
}

export interface Subtopic {
  name: string;
  description?: string;
}

export interface Topic {
  id: string;
  name: string;
  image?: string | null;
  classLevel?: string;
  subject?: string;
  description?: string;
  subtopics?: Subtopic[];
}

export type QuizType = 'multiple-choice-questions' | 'short-answer';
export type AttemptQuizType = 'mcq' | 'short-answer';
export type QuizMode = 'practice' | 'exam';
export type Difficulty = 'easy' | 'normal' | 'hard';

export interface McqQuestion {
  question: string;
  options: string[];
  answer?: string | string[];
  correctAnswer?: string | string[];
  correct?: string | string[];
  correct_answer?: string | string[];
  explanation?: string;
  /** The key is several options: the student picks all that apply (sent with or without the key). */
  severalAnswers?: boolean;
}

export interface ShortQuestion {
  question: string;
  marks?: number;
  answer?: string;
  markingScheme?: string | string[] | { point: string; marks?: number; accept?: string[] }[];
  marksAwarded?: number;
  feedback?: string;
}

export interface ShortSection {
  title?: string;
  marks?: number;
  questions: ShortQuestion[];
}

export interface QuizData {
  title?: string;
  description?: string;
  estimatedTime?: string | number;
  questions?: McqQuestion[] | ShortSection[];
  /** Short-answer quizzes from the server: their sections. */
  sections?: ShortSection[];
  generatorParams?: Record<string, unknown>;
  image?: string | null;
}

export interface Quiz {
  id: string;
  title?: string;
  description?: string;
  subject?: string;
  topic?: string;
  classLevel?: string;
  quizType?: QuizType;
  estimateTime?: number;
  passPoints?: number;
  marks?: number;
  /** Lists of quizzes send the number of questions instead of the questions. */
  totalQuestions?: number;
  image?: string | null;
  createdAt?: Timestamp | null;
  quizData?: QuizData;
}

export interface ShortReview {
  total?: number;
  correctCount?: number;
  feedback?: string;
  questions?: { marksAwarded?: number; feedback?: string }[];
}

export type AttemptStatus = 'in progress' | 'completed';

export interface Attempt {
  id: string;
  userId?: string;
  quizId?: string;
  subject?: string;
  topic?: string;
  classLevel?: string;
  score?: number;
  quizType?: AttemptQuizType | 'saq' | QuizType;
  quizMode?: QuizMode;
  correctAnswers?: number;
  totalQuestions?: number;
  selectedAnswers?: GivenAnswer[];
  status?: AttemptStatus;
  remainingTime?: number | null;
  timeTaken?: number | null;
  /** An exam's time limit in seconds, kept by the server (null for practice). */
  timeLimit?: number | null;
  /** What the server counted a completed attempt for. */
  counting?: 'exam' | 'practice' | 'none';
  countsTowardsStats?: boolean;
  /** The highest autosave number the server applied (0 before any). */
  saveNumber?: number;
  /** The assignment it was started on (docs/teacher-api.md): it is not retaken in place. */
  assignmentId?: string | null;
  /** When the server started the attempt (an exam's clock runs from it). */
  startedAt?: Timestamp | null;
  createdAt?: Timestamp | null;
  quizData?: QuizData;
  review?: ShortReview | null;
  image?: string | null;
  /** The earlier runs of this attempt (before each retake), oldest first; empty when never retaken. */
  history?: AttemptRun[];
}

/** One earlier run of an attempt, kept when it was retaken (times as the attempt's own). */
export interface AttemptRun {
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  /** Seconds. */
  timeTaken: number;
  startedAt: Timestamp;
  completedAt: Timestamp | null;
  /** This run is the one counted for the student's results. */
  counted: boolean;
}

/** The rules the server knows for earning an achievement (sent as `rule`, read back from GET /api/achievements). */
export type AchievementRule =
  | { kind: 'attemptsCompleted'; count: number }
  | { kind: 'perfectScores'; count: number }
  | { kind: 'streakDays'; days: number }
  | { kind: 'subjectMastery'; minAverage: number; minAttempts: number }
  | { kind: 'subjectsExplored'; count: number }
  | { kind: 'highAverage'; minAverage: number; minAttempts: number };
export type AchievementRuleKind = AchievementRule['kind'];

export interface Achievement {
  id: string;
  title: string;
  description?: string;
  category?: string;
  rank?: string;
  unlocked?: boolean;
  earnedAt?: Timestamp | null;
  createdAt?: Timestamp | null;
  /** How it is earned; null when no rule awards it. */
  rule?: AchievementRule | null;
}

export interface SubjectStat {
  subject: string;
  attempts: number;
  average: number | null;
  grade?: string;
}

export interface Stats {
  achievementsUnlocked: number;
  achievementsTotal: number;
  streakDays: number;
  totalAttempts: number;
  avgScore: number;
  scoresOverTime?: { date: string; score: number }[];
  subjects?: SubjectStat[];
}

export interface LeaderboardEntry {
  uid: string;
  username: string;
  avatar?: string | null;
  school?: string | null;
  streak?: number;
  avgScore: number;
}

export interface SearchResult {
  id: string;
  collection: 'quizzes' | 'topics' | 'subjects';
  title: string;
  subject?: string;
  topic?: string | null;
  classLevel?: string;
}

export interface AppNotification {
  id: string;
  kind: 'achievement' | 'weeklyQuiz' | 'result' | 'assignment' | 'markChanged';
  title: string;
  body?: string;
  createdAt?: Timestamp | null;
  link?: string | null;
}

/** An assignment as a student sees it (docs/teacher-api.md: `StudentAssignment`). */
export interface StudentAssignment {
  id: string;
  classId: string;
  className: string;
  quizId: string;
  title: string;
  subject: string;
  topic: string;
  quizType: 'mcq' | 'short-answer';
  questionCount: number;
  mode: 'practice' | 'exam';
  opensAt: string;
  closesAt: string;
  timeLimitMinutes: number | null;
  attemptsAllowed: number;
  keys: 'atOnce' | 'afterClosing' | 'never';
  state: 'upcoming' | 'open' | 'closed';
  attemptsUsed: number;
  attemptId: string | null;
  status: 'notStarted' | 'inProgress' | 'submitted';
  score: number | null;
}

/** A teacher's change of one short-answer mark, as the attempt's student reads it. */
export interface MarkChangeNote {
  number: number;
  from: number;
  to: number;
  comment: string;
  byName?: string | null;
  at: string;
}

/** A teacher named on a class (docs/teacher-api.md). */
export interface TeacherRef {
  id: string;
  username: string;
  fullName?: string | null;
}

/** A class of a school year (docs/teacher-api.md: `SchoolClass`). */
export interface SchoolClass {
  id: string;
  name: string;
  classLevel: string;
  stream: string | null;
  schoolYear: string;
  teachers: TeacherRef[];
  studentCount: number;
  createdAt: string;
}

/** The filters and page of `GET /api/classes`. */
export interface ClassListArgs {
  q?: string;
  classLevel?: string;
  schoolYear?: string;
  page: number;
  limit: number;
}
