/**
 * The device's copy of the quizzes in progress and the saves not yet sent (issue 20), in
 * IndexedDB through `idb` (docs/decisions.md, "Offline quizzes"). Nothing here ever holds a
 * key: the server sends none with an exam in progress, and a quiz is forgotten once submitted.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Attempt, GivenAnswer, QuizData } from '@/lib/types';

/** What an autosave or the submission sends (the body of updateQuizAttempt, with its number). */
export interface SaveBody {
  selectedAnswers: GivenAnswer[];
  status: 'in progress' | 'completed';
  remainingTime: number;
  timeTaken: number;
  quizMode: string;
  quizType: string;
  totalQuestions: number;
  saveNumber?: number;
}

/** A quiz being taken on this device. */
export interface LocalQuiz {
  attemptId: string;
  /** The attempt as the server last served it (in progress: no key, no score). */
  attempt: Attempt;
  /** The questions as served (an exam's come without answers). */
  quizData: QuizData;
  /**
   * When an exam's time runs out, on this device's clock: the server's start plus limit,
   * taken from the remaining time the server computed when it answered (so a wrong device
   * clock or a reload does not move it). Null without a limit.
   */
  deadline: number | null;
  /** The newest answers given on this device (lists since several-answer questions; older copies hold texts only). */
  answers: GivenAnswer[];
  /** The last save number given out for this attempt (the server's `saveNumber` at least). */
  lastSaveNumber: number;
  /** Saves or a submission of it are waiting in the outbox: the device is ahead of the server. */
  unsent: boolean;
  updatedAt: number;
}

/** One save or submission waiting to be sent, in order. */
export interface OutboxEntry {
  /** Queue order (auto-incremented). */
  seq?: number;
  attemptId: string;
  kind: 'save' | 'submit';
  saveNumber: number;
  body: SaveBody;
  queuedAt: number;
}

interface OfflineSchema extends DBSchema {
  quizzes: { key: string; value: LocalQuiz };
  outbox: { key: number; value: OutboxEntry; indexes: { byAttempt: string } };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

export const DB_NAME = 'sabi-offline';

export function openOfflineDb(name: string = DB_NAME): Promise<OfflineDb> {
  return openDB<OfflineSchema>(name, 1, {
    upgrade(db) {
      db.createObjectStore('quizzes', { keyPath: 'attemptId' });
      const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      outbox.createIndex('byAttempt', 'attemptId');
    },
  });
}

let shared: Promise<OfflineDb> | null = null;

/** The page's database, opened once; null where IndexedDB is missing (private modes of old browsers). */
export function offlineDb(): Promise<OfflineDb> | null {
  if (typeof indexedDB === 'undefined') return null;
  if (!shared) {
    shared = openOfflineDb();
    shared.catch(() => {
      shared = null;
    });
  }
  return shared;
}

/** Forgets the page's database (tests: each gets a fresh IndexedDB). */
export function resetOfflineDbForTests(): void {
  shared = null;
}

export async function readLocalQuiz(db: OfflineDb, attemptId: string): Promise<LocalQuiz | undefined> {
  return db.get('quizzes', attemptId);
}

/**
 * Keeps the quiz as the server served it. The answers on the device win while it has unsent
 * saves (it is ahead of the server); the save numbers never go back.
 */
export async function keepServedQuiz(
  db: OfflineDb,
  attempt: Attempt,
  quizData: QuizData,
  receivedAt: number,
): Promise<LocalQuiz> {
  const tx = db.transaction('quizzes', 'readwrite');
  const old = await tx.store.get(attempt.id);
  const deadline =
    typeof attempt.timeLimit === 'number' && typeof attempt.remainingTime === 'number'
      ? receivedAt + Math.max(0, attempt.remainingTime) * 1000
      : null;
  const record: LocalQuiz = {
    attemptId: attempt.id,
    attempt,
    quizData,
    deadline,
    answers: old?.unsent ? old.answers : (attempt.selectedAnswers ?? []),
    lastSaveNumber: Math.max(old?.lastSaveNumber ?? 0, attempt.saveNumber ?? 0),
    unsent: old?.unsent ?? false,
    updatedAt: receivedAt,
  };
  await tx.store.put(record);
  await tx.done;
  return record;
}

/** The attempt to show from the device's copy: its newest answers and the clock from its deadline. */
export function attemptFromLocal(local: LocalQuiz, now: number): Attempt {
  const remainingTime =
    local.deadline === null ? local.attempt.remainingTime : Math.max(0, Math.round((local.deadline - now) / 1000));
  return { ...local.attempt, selectedAnswers: local.answers, remainingTime };
}

export async function forgetQuiz(db: OfflineDb, attemptId: string): Promise<void> {
  await db.delete('quizzes', attemptId);
}
