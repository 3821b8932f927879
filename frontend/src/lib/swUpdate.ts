/**
 * Service-worker updates (issue 20): a new version waits until no quiz is open, so an update
 * never reloads a page with an exam in progress. main.tsx registers the worker and hands the
 * update here; the quiz pages say when they are open; the router's navigations apply it.
 */
let apply: (() => void) | null = null;
let quizzesOpen = 0;

/** A new version is installed and waiting: `reload` activates it and reloads the page. */
export function updateWaiting(reload: () => void): void {
  apply = reload;
  applyUpdateIfSafe();
}

/** A quiz page opened; the returned function says it closed. */
export function quizOpened(): () => void {
  quizzesOpen += 1;
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    quizzesOpen -= 1;
  };
}

export function isQuizOpen(): boolean {
  return quizzesOpen > 0;
}

/** Applies a waiting update now if no quiz is open (called on navigations). */
export function applyUpdateIfSafe(): void {
  if (!apply || isQuizOpen()) return;
  const reload = apply;
  apply = null;
  reload();
}
