/**
 * What a student did on the sign-in page's HTML form before the app's code arrived (issue 20,
 * item 3). login/index.html draws the form from HTML alone (../shell/login.html) and
 * public/shell/login.js makes it work: on a slow phone the name and password are typed, and
 * Get Started may be pressed, seconds before React draws the page. The app's sign-in page
 * takes over the fields as they are (and which had the focus) and, if Get Started was pressed,
 * signs in with them at once.
 */
export type LoginMode = 'student' | 'admin';

/** What public/shell/login.js keeps on window; a press copies the fields there. */
type ShellState = { mode?: string; pressed?: boolean; username?: string; password?: string };

declare global {
  interface Window {
    __sabiShellLogin?: ShellState;
  }
}

export type ShellLogin = {
  username: string;
  password: string;
  mode: LoginMode;
  /** Get Started was pressed: sign in as soon as the app can. */
  pressed: boolean;
  /** The field the caret was in, so the app's page puts it back there. */
  focus: 'username' | 'password' | null;
};

let taken: ShellLogin | null | undefined;

function fromPage(): ShellLogin | null {
  const form = document.querySelector<HTMLFormElement>('form[data-shell-login]');
  const state = window.__sabiShellLogin;
  if (!form && !state?.pressed) return null;
  const field = (name: string) => {
    const input = form?.elements.namedItem(name);
    return input instanceof HTMLInputElement ? input : null;
  };
  const active = document.activeElement;
  const focus = active === field('username') ? 'username' : active === field('password') ? 'password' : null;
  return {
    username: field('username')?.value ?? state?.username ?? '',
    password: field('password')?.value ?? state?.password ?? '',
    mode: state?.mode === 'admin' ? 'admin' : 'student',
    pressed: !!state?.pressed,
    focus: form ? focus : null,
  };
}

/**
 * The shell's form as it stands, read while it is still in the page (the first render of the
 * sign-in page, before React replaces it); the same answer until `forgetShellLogin`, so a
 * render done twice reads the same.
 */
export function readShellLogin(): ShellLogin | null {
  if (taken === undefined) taken = typeof document === 'undefined' ? null : fromPage();
  return taken;
}

/**
 * Once the page has taken it over (React has replaced the form by then): a later visit to the
 * sign-in page finds neither the form nor a press, and starts empty.
 */
export function forgetShellLogin(): void {
  taken = undefined;
  if (typeof window !== 'undefined') delete window.__sabiShellLogin;
}
