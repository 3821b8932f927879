/**
 * Service-worker updates (issue 20): a new version waits until no quiz is open, so an update
 * never reloads a page with an exam in progress. main.tsx registers the worker and hands the
 * update here; the quiz pages say when they are open; the router's navigations apply it.
 *
 * The new version is asked to take over (SKIP_WAITING) once, at a quiet moment: no quiz open
 * and no request of the page finished for QUIET_MS. Chromium takes the request only once per
 * waiting version; when it comes while the page's requests keep the old worker busy (a
 * navigation's own data, code and pictures), Chromium stops the old worker, the next request
 * starts it again, and the new version stays waiting until every tab is closed (seen in the
 * browser test of spec 13; asking again changes nothing).
 */
let apply: (() => void) | null = null;
let quizzesOpen = 0;
let lastActivity = Number.NEGATIVE_INFINITY;
let check: ReturnType<typeof setTimeout> | null = null;

/** How long the page must have finished no request before the new version is asked to take over. */
export const QUIET_MS = 2000;

const now = () => performance.now();

/**
 * A new version is installed and waiting: `takeOver` asks it to take over, and the page
 * reloads into it once it controls the page.
 */
export function updateWaiting(takeOver: () => void): void {
  apply = takeOver;
  applyUpdateIfSafe();
}

/** A request of the page finished (main.tsx reports them from the browser's resource timing). */
export function noteActivity(): void {
  lastActivity = now();
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

/**
 * Asks the waiting version to take over if no quiz is open (called on navigations), once the
 * page has been quiet for QUIET_MS; a quiz opened in between puts it off to a later navigation.
 */
export function applyUpdateIfSafe(): void {
  if (!apply || isQuizOpen() || check !== null) return;
  const wait = () => {
    check = null;
    if (!apply || isQuizOpen()) return;
    const quietFor = now() - lastActivity;
    if (quietFor < QUIET_MS) {
      check = setTimeout(wait, QUIET_MS - quietFor);
      return;
    }
    const takeOver = apply;
    apply = null;
    takeOver();
  };
  check = setTimeout(wait, QUIET_MS);
}
