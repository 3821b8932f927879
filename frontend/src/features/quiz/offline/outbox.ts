/**
 * The outbox (issue 20): every autosave and submission is written to IndexedDB first, then
 * sent in order with its per-attempt `saveNumber`, one request at a time. A save that cannot
 * go (no network, a server error) is retried with back-off, on the browser's `online` event
 * and on a timer; the server ignores a save numbered no higher than one it applied, so a retry
 * that arrives late never undoes a newer answer. A submission is delivered exactly once: it
 * leaves the outbox only when the server has answered it (a second delivery after a lost
 * answer completes nothing twice on the server either).
 *
 * Pure of React: the pages use it through `useOutboxStatus` and `useQuizRun`.
 */
import type { LocalQuiz, OfflineDb, OutboxEntry, SaveBody } from './db';

/** What became of one request. */
export type SendOutcome =
  /** The server answered 2xx with this body. */
  | { kind: 'ok'; status: number; body: unknown }
  /** No answer (offline, cut, timed out), or one worth trying again (5xx, 429): try later. */
  | { kind: 'retry'; status?: number; body?: unknown }
  /** 401: the session ended. Keep everything; go on after the next sign-in. */
  | { kind: 'unauthorized' }
  /** The server refused it for good (400, 403, 404, 409, 422): sending again cannot help. */
  | { kind: 'refused'; status: number; body: unknown };

export type Sender = (entry: OutboxEntry) => Promise<SendOutcome>;

/** An HTTP failure in the shape RTK Query gives (so `httpStatus` and `serverErrorText` read it). */
export interface SubmitError {
  status: number | 'FETCH_ERROR';
  data?: unknown;
}

/** What the page shows of one attempt's outbox. */
export interface AttemptOutboxState {
  /** Saves and submissions waiting. */
  pending: number;
  /** A request for it is on its way. */
  sending: boolean;
  /** The last try failed; it will be tried again. */
  failing: boolean;
  /** Its submission is waiting to be sent. */
  submitQueued: boolean;
  /** Something was sent for it (so "All answers saved" means something). */
  sentOnce: boolean;
}

const EMPTY: AttemptOutboxState = { pending: 0, sending: false, failing: false, submitQueued: false, sentOnce: false };

export const MAX_BACKOFF_MS = 30_000;

/** 1 s, 2 s, 4 s ... up to 30 s after the nth failure in a row. */
export function backoff(failures: number): number {
  return Math.min(1000 * 2 ** Math.max(0, failures - 1), MAX_BACKOFF_MS);
}

interface Waiter {
  resolve: (body: unknown) => void;
  reject: (error: SubmitError) => void;
  onQueued?: () => void;
  queuedTold: boolean;
}

export interface OutboxOptions {
  /** Retry delay after `failures` failures in a row. */
  delay?: (failures: number) => number;
  /** Called when a request answers 401. */
  onUnauthorized?: () => void;
  /** Called when a submission was delivered (with the server's answer). */
  onSubmitted?: (attemptId: string, body: unknown) => void;
  now?: () => number;
}

export class Outbox {
  private readonly db: OfflineDb;
  private readonly send: Sender;
  private readonly options: OutboxOptions;
  private flushing: Promise<void> | null = null;
  private again = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private readonly states = new Map<string, AttemptOutboxState>();
  private readonly listeners = new Set<() => void>();
  private readonly waiters = new Map<string, Waiter[]>();
  /** The answers the server last took, per attempt (this page's sends). */
  private readonly acked = new Map<string, string>();
  /** Attempts whose submission this page delivered: a save after it is too late to matter. */
  private readonly delivered = new Set<string>();
  private readonly onOnline = () => {
    this.failures = 0;
    void this.flush();
  };

  constructor(db: OfflineDb, send: Sender, options: OutboxOptions = {}) {
    this.db = db;
    this.send = send;
    this.options = options;
  }

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  /** Listens for the network coming back and sends what waits. */
  start(): void {
    this.stopped = false;
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
    void this.refresh().then(() => this.flush());
  }

  /** Stops listening and retrying (tests; nothing queued is lost). */
  stop(): void {
    this.stopped = true;
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** What waits for one attempt (a stable object until it changes). */
  state(attemptId: string): AttemptOutboxState {
    return this.states.get(attemptId) ?? EMPTY;
  }

  private setState(attemptId: string, change: Partial<AttemptOutboxState>): void {
    const old = this.state(attemptId);
    const next = { ...old, ...change };
    if ((Object.keys(next) as (keyof AttemptOutboxState)[]).every((k) => next[k] === old[k])) return;
    this.states.set(attemptId, next);
    for (const l of this.listeners) l();
  }

  /** Recounts what waits, per attempt, from the database. */
  async refresh(): Promise<void> {
    const entries = await this.db.getAll('outbox');
    const ids = new Set<string>([...this.states.keys(), ...entries.map((e) => e.attemptId)]);
    for (const id of ids) {
      const mine = entries.filter((e) => e.attemptId === id);
      this.setState(id, { pending: mine.length, submitQueued: mine.some((e) => e.kind === 'submit') });
    }
  }

  /** Entries waiting, in order (all attempts, or one). */
  async entries(attemptId?: string): Promise<OutboxEntry[]> {
    const all = attemptId
      ? await this.db.getAllFromIndex('outbox', 'byAttempt', attemptId)
      : await this.db.getAll('outbox');
    return all.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  }

  /**
   * Queues a save or the submission: its number is given out and it is stored, with the
   * answers on the device's copy of the quiz, in one transaction, before anything is sent.
   * A save whose answers equal the last waiting save's replaces that one's clock (a timed
   * exam's periodic save), or is dropped when that one is being sent; a submission replaces the saves still waiting (it carries the
   * final answers).
   */
  async enqueue(attemptId: string, kind: 'save' | 'submit', body: SaveBody): Promise<OutboxEntry> {
    const tx = this.db.transaction(['outbox', 'quizzes'], 'readwrite');
    const outbox = tx.objectStore('outbox');
    const quizzes = tx.objectStore('quizzes');
    const local: LocalQuiz | undefined = await quizzes.get(attemptId);
    const waiting = (await outbox.index('byAttempt').getAll(attemptId)).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    const inFlight = this.sendingSeq;
    const last = waiting[waiting.length - 1];
    const answers = JSON.stringify(body.selectedAnswers);
    const nothingNew = waiting.length === 0 && (this.acked.get(attemptId) === answers || this.delivered.has(attemptId));
    if (kind === 'save' && nothingNew) {
      // Nothing new to say (Next after an answer already saved): no request.
      await tx.done;
      return { attemptId, kind, saveNumber: local?.lastSaveNumber ?? 0, body, queuedAt: this.now() };
    }
    let entry: OutboxEntry;
    const sameAnswers =
      kind === 'save' &&
      !!last &&
      last.kind === 'save' &&
      JSON.stringify(last.body.selectedAnswers) === JSON.stringify(body.selectedAnswers);
    if (sameAnswers && last.seq === inFlight) {
      // The same answers are on their way already: only the clock differs, which the next
      // save or the submission carries (an exam's clock is the server's anyway).
      entry = last;
    } else if (sameAnswers) {
      entry = { ...last, body: { ...body, saveNumber: last.saveNumber }, queuedAt: this.now() };
      await outbox.put(entry);
    } else {
      if (kind === 'submit') {
        for (const w of waiting) if (w.kind === 'save' && w.seq !== inFlight && w.seq !== undefined) await outbox.delete(w.seq);
      }
      const saveNumber = Math.max(local?.lastSaveNumber ?? 0, ...waiting.map((w) => w.saveNumber)) + 1;
      entry = { attemptId, kind, saveNumber, body: { ...body, saveNumber }, queuedAt: this.now() };
      entry.seq = await outbox.add(entry);
      if (local) await quizzes.put({ ...local, lastSaveNumber: saveNumber });
    }
    if (local) {
      const fresh = (await quizzes.get(attemptId)) ?? local;
      await quizzes.put({ ...fresh, answers: body.selectedAnswers, unsent: true, updatedAt: this.now() });
    }
    await tx.done;
    await this.refresh();
    return entry;
  }

  /** Queues a save and sends what waits. */
  async save(attemptId: string, body: SaveBody): Promise<void> {
    await this.enqueue(attemptId, 'save', body);
    void this.flush();
  }

  /**
   * Queues the submission and sends it. Resolves with the server's answer once delivered, now
   * or when the network is back (`onQueued` is called once if it has to wait); rejects when
   * the server refuses it or fails (5xx): the page says so and the student may try again.
   */
  async submit(attemptId: string, body: SaveBody, onQueued?: () => void): Promise<unknown> {
    await this.enqueue(attemptId, 'submit', { ...body, status: 'completed' });
    const delivered = this.whenSubmitted(attemptId, onQueued);
    void this.flush();
    return delivered;
  }

  /** Waits for the delivery of an attempt's queued submission (one queued before a reload, say). */
  whenSubmitted(attemptId: string, onQueued?: () => void): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const list = this.waiters.get(attemptId) ?? [];
      const waiter: Waiter = { resolve, reject, onQueued, queuedTold: false };
      list.push(waiter);
      this.waiters.set(attemptId, list);
      if (this.state(attemptId).failing) this.tellQueued(attemptId);
    });
  }

  private tellQueued(attemptId: string): void {
    for (const w of this.waiters.get(attemptId) ?? []) {
      if (!w.queuedTold) {
        w.queuedTold = true;
        w.onQueued?.();
      }
    }
  }

  private settle(attemptId: string, outcome: { body: unknown } | { error: SubmitError }): void {
    const list = this.waiters.get(attemptId) ?? [];
    this.waiters.delete(attemptId);
    for (const w of list) {
      if ('body' in outcome) w.resolve(outcome.body);
      else w.reject(outcome.error);
    }
  }

  private sendingSeq: number | undefined = undefined;

  /** Sends what waits, in order, one at a time; one flush at a time (across tabs too, where the browser can lock). */
  flush(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    const run = async () => {
      do {
        this.again = false;
        await this.locked(() => this.drain());
      } while (this.again && !this.stopped && !this.timer);
    };
    this.flushing = run().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async locked(work: () => Promise<void>): Promise<void> {
    const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
    if (locks?.request) {
      await locks.request('sabi-outbox', work);
    } else {
      await work();
    }
  }

  private async drain(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    for (;;) {
      if (this.stopped) return;
      const entries = await this.entries();
      const head = entries[0];
      if (!head) {
        // Another tab's outbox may have sent what this one counted as waiting.
        await this.refresh();
        return;
      }
      // Of an attempt's saves waiting before its submission, only the newest needs to go.
      let entry = head;
      if (head.kind === 'save') {
        for (const e of entries) {
          if (e.attemptId !== head.attemptId) continue;
          if (e.kind === 'submit') break;
          entry = e;
        }
      }
      const id = entry.attemptId;
      this.sendingSeq = entry.seq;
      this.setState(id, { sending: true });
      let outcome: SendOutcome;
      try {
        outcome = await this.send(entry);
      } catch {
        outcome = { kind: 'retry' };
      }
      this.sendingSeq = undefined;
      this.setState(id, { sending: false });
      if (outcome.kind === 'retry' || outcome.kind === 'unauthorized') {
        this.failures += 1;
        this.setState(id, { failing: true });
        if (entry.kind === 'submit' && outcome.kind === 'retry' && outcome.status !== undefined) {
          // The server answered with a failure (the marker down, say): the page says so and
          // the student sends it again; the answers are saved by then.
          await this.remove(entry);
          this.settle(id, { error: { status: outcome.status, data: outcome.body } });
          continue;
        }
        if (entry.kind === 'submit') this.tellQueued(id);
        if (outcome.kind === 'unauthorized') {
          this.options.onUnauthorized?.();
          return;
        }
        this.schedule();
        return;
      }
      this.failures = 0;
      this.setState(id, { failing: false, sentOnce: true });
      await this.remove(entry);
      if (entry.kind === 'save' && outcome.kind === 'ok') this.acked.set(id, JSON.stringify(entry.body.selectedAnswers));
      if (entry.kind === 'submit') {
        if (outcome.kind === 'ok') {
          this.delivered.add(id);
          await this.db.delete('quizzes', id);
          this.options.onSubmitted?.(id, outcome.body);
          this.settle(id, { body: outcome.body });
        } else {
          this.settle(id, { error: { status: outcome.status, data: outcome.body } });
        }
      }
    }
  }

  /** Takes a sent entry out, with the older saves of its attempt that it covers. */
  private async remove(sent: OutboxEntry): Promise<void> {
    const tx = this.db.transaction(['outbox', 'quizzes'], 'readwrite');
    const outbox = tx.objectStore('outbox');
    const mine = await outbox.index('byAttempt').getAll(sent.attemptId);
    for (const e of mine) {
      const covered = e.seq === sent.seq || (sent.kind === 'save' && e.kind === 'save' && (e.seq ?? 0) < (sent.seq ?? 0));
      if (covered && e.seq !== undefined) await outbox.delete(e.seq);
    }
    const left = mine.filter((e) => e.seq !== sent.seq && !(sent.kind === 'save' && e.kind === 'save' && (e.seq ?? 0) < (sent.seq ?? 0)));
    if (left.length === 0) {
      const local = await tx.objectStore('quizzes').get(sent.attemptId);
      if (local) await tx.objectStore('quizzes').put({ ...local, unsent: false });
    }
    await tx.done;
    await this.refresh();
  }

  private schedule(): void {
    if (this.stopped || this.timer) return;
    const wait = (this.options.delay ?? backoff)(this.failures);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, wait);
  }
}
