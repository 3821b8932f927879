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
}

export interface ShortQuestion {
  question: string;
  marks?: number;
  answer?: string;
  markingScheme?: string | string[];
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
  selectedAnswers?: (string | null)[];
  status?: AttemptStatus;
  remainingTime?: number | null;
  timeTaken?: number | null;
  createdAt?: Timestamp | null;
  quizData?: QuizData;
  review?: ShortReview | null;
  image?: string | null;
}

export interface Achievement {
  id: string;
  title: string;
  description?: string;
  category?: string;
  rank?: string;
  unlocked?: boolean;
  earnedAt?: Timestamp | null;
  createdAt?: Timestamp | null;
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
  topic?: string;
  classLevel?: string;
}

export interface AppNotification {
  id: string;
  kind: 'achievement' | 'weeklyQuiz' | 'result';
  title: string;
  body?: string;
  createdAt?: Timestamp | null;
  link?: string | null;
}
