/**
 * What a student did on the sign-in page's HTML form before the app's code arrived (issue 20,
 * item 3). login/index.html draws the form from HTML alone (../shell/login.html) and
 * public/shell/login.js makes it work: on a slow phone the name and password are typed, and
 * Get Started may be pressed, seconds before React draws the page: the script then sends the
 * sign-in itself and shows its answer. The app's sign-in page takes over the fields as they are
 * (and which had the focus) and the answer to a press (or the press still under way), and goes
 * on from there as if it had sent it: no second sign-in is sent.
 */
import { takeOnce } from '@/lib/pageShell';
import type { LoginResponse } from '../api';

export type LoginMode = 'student' | 'admin';

/**
 * The server's answer to the script's sign-in, as it came: the HTTP status (0 when the network
 * failed), the body, and when it came (performance.now(), the page's clock).
 */
export type ShellReply = { status: number; body: string; at: number };

/** What public/shell/login.js keeps on window; a press copies the fields there and sends them. */
type ShellState = { mode?: string; pressed?: boolean; username?: string; password?: string; reply?: Promise<ShellReply> };

declare global {
  interface Window {
    __sabiShellLogin?: ShellState;
  }
}

export type ShellLogin = {
  username: string;
  password: string;
  mode: LoginMode;
  /** Get Started was pressed and the sign-in sent: its answer, awaited, is the app's. */
  pressed: boolean;
  reply: Promise<ShellReply> | null;
  /** The field the caret was in, so the app's page puts it back there. */
  focus: 'username' | 'password' | null;
};

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
    reply: (state?.pressed && state.reply) || null,
    focus: form ? focus : null,
  };
}

const shell = takeOnce(fromPage, () => delete window.__sabiShellLogin);

/**
 * The shell's form as it stands, read while it is still in the page (the first render of the
 * sign-in page, before React replaces it); the same answer until `forgetShellLogin`.
 */
export const readShellLogin = shell.take;

/**
 * Once the page has taken it over (React has replaced the form by then): a later visit to the
 * sign-in page finds neither the form nor a press, and starts empty; the script, if its answer
 * is still on its way, leaves the page alone.
 */
export const forgetShellLogin = shell.forget;

/**
 * The script's answer read as the app's sign-in call reads its own (RTK Query's `unwrap`): the
 * server's body on success; otherwise thrown as RTK Query's error is, `{ status, data }`, or
 * `FETCH_ERROR` when the network failed, so the same messages follow.
 */
export function loginAnswer(reply: ShellReply): LoginResponse {
  let data: unknown = reply.body;
  try {
    data = JSON.parse(reply.body);
  } catch {
    /* not JSON: kept as text, as RTK Query does */
  }
  if (reply.status >= 200 && reply.status < 300) return data as LoginResponse;
  if (reply.status === 0) throw { status: 'FETCH_ERROR', error: 'The network failed' };
  throw { status: reply.status, data };
}
