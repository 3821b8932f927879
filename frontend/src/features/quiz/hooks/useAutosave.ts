import { useCallback, useEffect, useRef, useState } from 'react';
import { useUpdateAttemptMutation, type UpdateAttemptArgs } from '../api';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'retrying';

const MAX_BACKOFF_MS = 15_000;

/**
 * Saves the attempt in progress. Only the newest answers are sent; a failed save is retried
 * with back-off until it goes through (or the quiz is submitted), and the status says so.
 */
export function useAutosave() {
  const [update] = useUpdateAttemptMutation();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const pending = useRef<UpdateAttemptArgs | null>(null);
  const inFlight = useRef(false);
  const failures = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(false);

  const flush = useCallback(async (): Promise<void> => {
    if (inFlight.current || !pending.current || stopped.current) return;
    const payload = pending.current;
    pending.current = null;
    inFlight.current = true;
    setStatus('saving');
    try {
      await update(payload).unwrap();
      failures.current = 0;
      inFlight.current = false;
      if (pending.current) return flush();
      setStatus('saved');
    } catch {
      inFlight.current = false;
      if (stopped.current) return;
      if (!pending.current) pending.current = payload;
      failures.current += 1;
      setStatus('retrying');
      const wait = Math.min(1000 * 2 ** (failures.current - 1), MAX_BACKOFF_MS);
      if (retryTimer.current) clearTimeout(retryTimer.current);
      retryTimer.current = setTimeout(() => {
        retryTimer.current = null;
        void flush();
      }, wait);
    }
  }, [update]);

  const save = useCallback(
    (payload: UpdateAttemptArgs) => {
      if (stopped.current) return;
      pending.current = payload;
      if (!retryTimer.current) void flush();
    },
    [flush],
  );

  /** Drops queued saves (the submit carries the final answers). */
  const stop = useCallback(() => {
    stopped.current = true;
    pending.current = null;
    if (retryTimer.current) clearTimeout(retryTimer.current);
    retryTimer.current = null;
  }, []);

  const resume = useCallback(() => {
    stopped.current = false;
  }, []);

  useEffect(
    () => () => {
      if (retryTimer.current) clearTimeout(retryTimer.current);
    },
    [],
  );

  return { save, stop, resume, status };
}
