import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useUpdateAttemptMutation, type UpdateAttemptArgs } from '../api';
import { getOutbox } from '../offline';
import type { SaveBody } from '../offline/db';
import type { AttemptOutboxState, Outbox } from '../offline/outbox';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'retrying';

/** The body of a save or submission (the attempt id goes in the path). */
export function saveBody({ attemptId: _id, ...body }: UpdateAttemptArgs): SaveBody {
  void _id;
  return body;
}

/** The page's outbox once it is open (null while opening, or where IndexedDB is missing). */
export function useOutbox(): Outbox | null {
  const [outbox, setOutbox] = useState<Outbox | null>(null);
  useEffect(() => {
    let live = true;
    void getOutbox().then((o) => {
      if (live) setOutbox(o);
    });
    return () => {
      live = false;
    };
  }, []);
  return outbox;
}

const NOTHING_WAITING: AttemptOutboxState = { pending: 0, sending: false, failing: false, submitQueued: false, sentOnce: false };

/** What waits in the outbox for one attempt, kept current. */
export function useOutboxState(outbox: Outbox | null, attemptId: string): AttemptOutboxState {
  const subscribe = useCallback((onChange: () => void) => (outbox ? outbox.subscribe(onChange) : () => undefined), [outbox]);
  const read = useCallback(() => (outbox ? outbox.state(attemptId) : NOTHING_WAITING), [outbox, attemptId]);
  return useSyncExternalStore(subscribe, read, read);
}

/** The status line's reading of the outbox. */
export function saveStatusOf(s: AttemptOutboxState): SaveStatus {
  if (s.failing && s.pending > 0) return 'retrying';
  if (s.pending > 0 || s.sending) return 'saving';
  return s.sentOnce ? 'saved' : 'idle';
}

/**
 * Saves the attempt in progress through the outbox (offline/outbox.ts): each save is stored
 * on the device first, then sent in order with its number, retried with back-off until it
 * goes through; the status says how many wait. Where IndexedDB is missing, saves go straight
 * to the server.
 */
export function useAutosave(attemptId: string) {
  const outbox = useOutbox();
  const outboxState = useOutboxState(outbox, attemptId);
  const [update] = useUpdateAttemptMutation();
  const [directStatus, setDirectStatus] = useState<SaveStatus>('idle');
  const stopped = useRef(false);
  const lastQueued = useRef<UpdateAttemptArgs | null>(null);
  const outboxRef = useRef(outbox);
  outboxRef.current = outbox;

  const save = useCallback(
    (payload: UpdateAttemptArgs) => {
      if (stopped.current) return;
      lastQueued.current = payload;
      void getOutbox()
        .then((o) => {
        if (o) return o.save(attemptId, saveBody(payload));
        setDirectStatus('saving');
        return update(payload)
          .unwrap()
          .then(
            () => setDirectStatus('saved'),
            () => setDirectStatus('retrying'),
          );
        })
        .catch((err: unknown) => console.warn('Could not keep a save on this device', err));
    },
    [attemptId, update],
  );

  /** No more saves (the submission carries the final answers and replaces those waiting). */
  const stop = useCallback(() => {
    stopped.current = true;
  }, []);

  const resume = useCallback(() => {
    stopped.current = false;
  }, []);

  /** The newest state handed to save (sent or about to be), or null before the first. */
  const last = useCallback(() => lastQueued.current, []);

  const status = outbox ? saveStatusOf(outboxState) : directStatus;
  // One object while nothing in it changes: the pages' timers depend on it (a new object on
  // every render restarted the short-answer page's 10 s autosave at each tick of the clock, so
  // it never fired).
  return useMemo(
    () => ({ save, stop, resume, status, pending: outboxState.pending, outboxState, outbox, last }),
    [save, stop, resume, status, outboxState, outbox, last],
  );
}

/** Seconds of exam clock a page leave may lose at most; fewer are not worth a request. */
const LEAVE_SAVE_MIN_S = 2;

/**
 * Saves the newest state once more when the student leaves the quiz page: a reload or a closed
 * tab (pagehide) or another page of the app (unmount). It goes into the outbox (stored on the
 * device at once; sent now if the page lives long enough, else by the next page). `build`
 * returns null when there is nothing to save (submitted, or no change since the last save).
 */
export function useSaveOnLeave(build: () => UpdateAttemptArgs | null, save: (payload: UpdateAttemptArgs) => void) {
  const buildRef = useRef(build);
  buildRef.current = build;
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const leave = () => {
      const payload = buildRef.current();
      if (payload) saveRef.current(payload);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);
}

/**
 * Whether a leave save is due against the last state saved (or the state the page opened
 * with): the answers changed, or a running exam clock moved on.
 */
export function leaveSaveDue(next: UpdateAttemptArgs, last: UpdateAttemptArgs, timed: boolean): boolean {
  const answersChanged = JSON.stringify(next.selectedAnswers) !== JSON.stringify(last.selectedAnswers);
  return answersChanged || (timed && next.timeTaken - last.timeTaken >= LEAVE_SAVE_MIN_S);
}
