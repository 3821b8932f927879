/** What sign-in does after the server said yes, shared by the login page and the choose-password page. */
import type { AppDispatch, AppStore } from '@/app/store';
import { roleOf } from '@/lib/session';
import { DEFAULT_CLASS, DEFAULT_SUBJECTS, STORAGE } from '@/lib/constants';
import { writeJson, writeString } from '@/lib/storage';
import { storedClassName } from '@/hooks/useCurrentUser';
import { PATHS } from '@/config/paths';

/** Where each role lands after signing in. */
export function destinationForRole(role: string): string {
  if (role === 'admin') return PATHS.adminHome;
  if (role === 'teacher') return PATHS.teacherHome;
  if (role === 'student') return PATHS.studentHome;
  return PATHS.login;
}

/**
 * Fetches a student's or teacher's subjects and class and stores them (the quiz screens read
 * them); a failure is logged and the defaults are stored. The calls load with this, not before.
 */
export async function storeSubjectsAndClass(dispatch: AppDispatch, uid: string) {
  const { commonApi } = await import('@/lib/commonApi');
  // Both at once: on a slow link each is a round trip.
  const [mine, theirs] = await Promise.allSettled([
    dispatch(commonApi.endpoints.getUserSubjects.initiate(uid, { forceRefetch: true })).unwrap(),
    dispatch(commonApi.endpoints.getUserClass.initiate(uid, { forceRefetch: true })).unwrap(),
  ]);
  let subjects: string[] = DEFAULT_SUBJECTS;
  let className: string = DEFAULT_CLASS;
  if (mine.status === 'fulfilled' && mine.value.length) subjects = mine.value;
  if (mine.status === 'rejected') console.warn('Could not fetch subjects after login', mine.reason);
  if (theirs.status === 'fulfilled' && theirs.value) className = theirs.value;
  if (theirs.status === 'rejected') console.warn('Could not fetch class after login', theirs.reason);
  writeJson(STORAGE.subjects, subjects);
  writeString(STORAGE.className, className);
  return { subjects, className };
}

/**
 * Fetches what a student's dashboard shows first (their figures and past quizzes)
 * while the sign-in success message shows, so that the dashboard draws them as it opens instead
 * of asking then, one slow round trip later. Its class's subjects follow once the class is known.
 */
export async function prefetchStudentHome(dispatch: AppDispatch, uid: string, className?: Promise<string>) {
  const { commonApi } = await import('@/lib/commonApi');
  dispatch(commonApi.util.prefetch('getStats', uid, {}));
  dispatch(commonApi.util.prefetch('getAttempts', uid, {}));
  if (className) dispatch(commonApi.util.prefetch('getSubjectsForClass', await className, {}));
}

/**
 * When the app starts on the dashboard (main.tsx) and a student is signed in: everything its
 * first screen shows is asked for at once, while the page's code loads and runs (on a repeat
 * visit it comes from the service worker at once), not once the page is drawn, one slow round
 * trip later.
 */
export async function prefetchStudentDashboard(store: AppStore): Promise<void> {
  const user = store.getState().session.user;
  if (!user?.uid || roleOf(user) !== 'student') return;
  const { commonApi } = await import('@/lib/commonApi');
  store.dispatch(commonApi.util.prefetch('getUserSubjects', user.uid, {}));
  await prefetchStudentHome(store.dispatch, user.uid, Promise.resolve(storedClassName()));
}

/**
 * The one-time password just typed at sign-in, kept in this page's memory only (never stored),
 * so that the choose-password form does not ask for it again. A reload forgets it.
 */
let oneTimePassword: string | null = null;

export function rememberOneTimePassword(password: string | null): void {
  oneTimePassword = password;
}

export function rememberedOneTimePassword(): string | null {
  return oneTimePassword;
}
