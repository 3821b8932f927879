/**
 * The page's one outbox, sending to the server over fetch (cookie session, as RTK Query does).
 */
import { offlineDb, type OutboxEntry } from './db';
import { Outbox, type SendOutcome } from './outbox';

/** How long one save may take before it counts as lost (a cheap phone on a weak signal). */
const SEND_TIMEOUT_MS = 20_000;

/** Statuses worth trying again later: the server or a proxy could not take it now. */
const RETRYABLE = new Set([408, 425, 429, 500, 502, 503, 504]);

export async function sendOverHttp(entry: OutboxEntry): Promise<SendOutcome> {
  const controller = typeof AbortController !== 'undefined' ? new AbortController() : null;
  const timer = controller ? setTimeout(() => controller.abort(), SEND_TIMEOUT_MS) : null;
  try {
    const url = new URL(`/api/${encodeURIComponent(entry.attemptId)}/updateQuizAttempt`, window.location.origin);
    const res = await fetch(url.href, {
      method: 'PUT',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(entry.body),
      signal: controller?.signal,
    });
    const body: unknown = await res.json().catch(() => null);
    if (res.ok) return { kind: 'ok', status: res.status, body };
    if (res.status === 401) return { kind: 'unauthorized' };
    if (RETRYABLE.has(res.status)) return { kind: 'retry', status: res.status, body };
    return { kind: 'refused', status: res.status, body };
  } catch {
    return { kind: 'retry' };
  } finally {
    if (timer) clearTimeout(timer);
  }
}

/** What the app does when the outbox hears 401, or delivers a submission (set by the quiz pages). */
export const outboxHooks: {
  unauthorized?: () => void;
  submitted?: (attemptId: string, body: unknown) => void;
} = {};

let shared: Promise<Outbox | null> | null = null;

/** The page's outbox, started on first use; null where IndexedDB is missing. */
export function getOutbox(): Promise<Outbox | null> {
  if (!shared) {
    const db = offlineDb();
    shared = db
      ? db.then(
          (opened) => {
            const outbox = new Outbox(opened, sendOverHttp, {
              onUnauthorized: () => outboxHooks.unauthorized?.(),
              onSubmitted: (id, body) => outboxHooks.submitted?.(id, body),
            });
            outbox.start();
            return outbox;
          },
          () => null,
        )
      : Promise.resolve(null);
  }
  return shared;
}

/** Forgets the page's outbox (tests: each starts with its own database). */
export function resetOutboxForTests(): void {
  void shared?.then((o) => o?.stop());
  shared = null;
}
