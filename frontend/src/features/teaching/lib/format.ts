import { useTranslation } from 'react-i18next';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useSchoolTimeZone } from '@/lib/commonApi';
import { formatDateTimeIn, schoolYearOf } from '@/lib/time';

/** Dates in the school's time zone, in the reader's language. */
export function useSchoolTime() {
  const { i18n } = useTranslation();
  const timeZone = useSchoolTimeZone();
  return { timeZone, format: (iso: string | null | undefined) => formatDateTimeIn(iso, timeZone, i18n.language) };
}

/** The server's message (`{"error"}`) or the fallback. */
export function messageOf(err: unknown, fallback: string): string {
  const data = (err as FetchBaseQueryError | undefined)?.data as { error?: unknown; message?: unknown } | undefined;
  if (data && typeof data === 'object') {
    if (typeof data.error === 'string' && data.error.trim()) return data.error;
    if (typeof data.message === 'string' && data.message.trim()) return data.message;
  }
  return fallback;
}

/** Seconds as "10 min 40 s". */
export function duration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const s = Math.max(0, Math.round(seconds));
  const m = Math.floor(s / 60);
  return m ? `${m} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
}


/** The years a class may belong to: the two before this one, this one and the next. */
export function schoolYears(date = new Date()): string[] {
  const start = Number(schoolYearOf(date).slice(0, 4));
  return [start + 1, start, start - 1, start - 2].map((y) => `${y}-${y + 1}`);
}

/** A person's name as the lists show it: full name, with the username. */
export const personName = (p: { username: string; fullName?: string | null }) =>
  p.fullName && p.fullName !== p.username ? `${p.fullName} (${p.username})` : p.username;
