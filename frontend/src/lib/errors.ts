import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The server's `{"error": "..."}` text when there is one. */
export function serverErrorText(err: unknown): string | null {
  if (!err || typeof err !== 'object') return null;
  const e = err as FetchBaseQueryError & { data?: unknown };
  const data = e.data as { error?: unknown; message?: unknown } | undefined;
  if (data && typeof data === 'object' && typeof data.error === 'string' && data.error.trim()) return data.error;
  return null;
}

/** The code the server gives a call refused until a one-time password is replaced. */
export const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';

/** Whether an answer is the server's "choose a new password first" refusal (403 with that code). */
export function isPasswordChangeRequired(err: unknown): boolean {
  if (!err || typeof err !== 'object' || httpStatus(err) !== 403) return false;
  const data = (err as { data?: unknown }).data as { code?: unknown } | undefined;
  return !!data && typeof data === 'object' && data.code === PASSWORD_CHANGE_REQUIRED;
}

export function isNetworkError(err: unknown): boolean {
  return !!err && typeof err === 'object' && (err as { status?: unknown }).status === 'FETCH_ERROR';
}

export function httpStatus(err: unknown): number | null {
  const s = (err as { status?: unknown } | null)?.status;
  if (typeof s === 'number') return s;
  const o = (err as { originalStatus?: unknown } | null)?.originalStatus;
  return typeof o === 'number' ? o : null;
}

/** Server text first, else the given fallback. */
export function errorText(err: FetchBaseQueryError | SerializedError | unknown, fallback: string): string {
  return serverErrorText(err) ?? fallback;
}
