import { useCallback, useEffect, useRef, useState } from 'react';
import { useLeaveSaveMutation, useUpdateAttemptMutation, type UpdateAttemptArgs } from '../api';

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
  const lastQueued = useRef<UpdateAttemptArgs | null>(null);

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
      lastQueued.current = payload;
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

  /** The newest state handed to save (sent or about to be), or null before the first. */
  const last = useCallback(() => lastQueued.current, []);

  return { save, stop, resume, status, last };
}

/** Seconds of exam clock a page leave may lose at most; fewer are not worth a request. */
const LEAVE_SAVE_MIN_S = 2;

/**
 * Saves the newest state once more when the student leaves the quiz page: a reload or a closed
 * tab (pagehide) or another page of the app (unmount). Without it the clock would go back to
 * the last periodic save, and reloading would stop a timed exam's clock. `build` returns
 * null when there is nothing to save (submitted, or no change since the last save).
 */
export function useSaveOnLeave(build: () => UpdateAttemptArgs | null) {
  const [leaveSave] = useLeaveSaveMutation();
  const buildRef = useRef(build);
  buildRef.current = build;
  useEffect(() => {
    const leave = () => {
      const payload = buildRef.current();
      if (payload) void leaveSave(payload).unwrap().catch(() => undefined);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [leaveSave]);
}

/**
 * Whether a leave save is due against the last state saved (or the state the page opened
 * with): the answers changed, or a running exam clock moved on.
 */
export function leaveSaveDue(next: UpdateAttemptArgs, last: UpdateAttemptArgs, timed: boolean): boolean {
  const answersChanged = JSON.stringify(next.selectedAnswers) !== JSON.stringify(last.selectedAnswers);
  return answersChanged || (timed && next.timeTaken - last.timeTaken >= LEAVE_SAVE_MIN_S);
}
