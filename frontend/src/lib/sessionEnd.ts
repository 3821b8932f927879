/**
 * A session that ended under the user (issue 20, item 5): a request answered 401 while they
 * were signed in. The sign-in page says so and, after sign-in, takes them back to where they
 * were (with that page's navigation state, so a quiz or a results page comes back as it was).
 */
const KEY = 'sabi.sessionEnded';

export interface EndedSession {
  /** Path and query of the page the user was on. */
  from: string;
  /** That page's navigation state (react-router keeps it in history.state.usr). */
  state?: unknown;
}

export function markSessionEnded(): void {
  try {
    const { pathname, search } = window.location;
    if (pathname === '/login' || pathname === '/logout') return;
    const state = (window.history.state as { usr?: unknown } | null)?.usr;
    const ended: EndedSession = { from: pathname + search, state: state ?? undefined };
    window.sessionStorage.setItem(KEY, JSON.stringify(ended));
  } catch {
    /* storage may be unavailable */
  }
}

export function readSessionEnded(): EndedSession | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as EndedSession) : null;
    return parsed && typeof parsed.from === 'string' && parsed.from.startsWith('/') ? parsed : null;
  } catch {
    return null;
  }
}

export function clearSessionEnded(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    /* storage may be unavailable */
  }
}

/** Where to go after signing in again: back where the session ended, if that page is this role's. */
export function returnTo(ended: EndedSession | null, role: string): EndedSession | null {
  if (!ended || ended.from.startsWith('/login')) return null;
  // The question bank is the staff's: admins and teachers go back to it.
  if (/^\/question-bank(\/|\?|$)/.test(ended.from)) return role === 'admin' || role === 'teacher' ? ended : null;
  const adminPage = ended.from.startsWith('/admin');
  if (role === 'admin' ? !adminPage : adminPage || (role !== 'student' && role !== 'teacher')) return null;
  return ended;
}
