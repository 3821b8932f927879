import { DEFAULT_QUIZ_SECONDS } from './constants';
import type { Timestamp } from './types';

/**
 * Parses "N minutes", "N hours", "N days" (singular, plural or short forms) to seconds.
 * A bare number means minutes. Anything else gives null.
 */
export function parseTimeString(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value * 60) : null;
  const text = value.trim().toLowerCase();
  if (!text) return null;
  const bare = /^(\d+(?:\.\d+)?)$/.exec(text);
  if (bare) return Math.round(parseFloat(bare[1]) * 60);
  const m = /^(\d+(?:\.\d+)?)\s*(m|min|mins|minute|minutes|h|hr|hrs|hour|hours|d|day|days)\b/.exec(text);
  if (!m) return null;
  const n = parseFloat(m[1]);
  const unit = m[2];
  if (unit.startsWith('h')) return Math.round(n * 3600);
  if (unit.startsWith('d')) return Math.round(n * 86400);
  return Math.round(n * 60);
}

export function quizSeconds(estimateTimeMinutes?: number | null, estimatedTime?: string | number | null): number {
  if (estimateTimeMinutes && estimateTimeMinutes > 0) return Math.round(estimateTimeMinutes * 60);
  return parseTimeString(estimatedTime ?? null) ?? DEFAULT_QUIZ_SECONDS;
}

export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(sec).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

export function timestampToDate(ts: Timestamp | string | number | null | undefined): Date | null {
  if (ts === null || ts === undefined) return null;
  if (typeof ts === 'number') return new Date(ts * 1000);
  if (typeof ts === 'string') {
    const d = new Date(ts);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  if (typeof ts.seconds === 'number') return new Date(ts.seconds * 1000);
  return null;
}

export function formatDate(ts: Timestamp | string | number | null | undefined, locale: string): string {
  const d = timestampToDate(ts);
  return d ? d.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' }) : '';
}

/** A date and time in a time zone (the school's), in the reader's language: "24 Nov 2026, 09:00". */
export function formatDateTimeIn(iso: string | null | undefined, timeZone: string, locale: string): string {
  const d = timestampToDate(iso ?? null);
  if (!d) return '';
  try {
    return new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(d);
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
  }
}

/** The wall-clock parts of an instant in a time zone. */
function partsIn(date: Date, timeZone: string): { y: number; mo: number; d: number; h: number; mi: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { y: get('year'), mo: get('month'), d: get('day'), h: get('hour') % 24, mi: get('minute') };
}

/**
 * A `datetime-local` value ("2026-11-24T08:00") read as the wall clock of `timeZone`, as an
 * ISO string in UTC ("2026-11-24T07:00:00Z"); null when the value is not a date and time.
 */
export function zonedLocalToUtc(local: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const wanted = Date.UTC(y, mo - 1, d, h, mi);
  // Guess the instant as if the zone were UTC, then move by the zone's offset there (twice, for a change of offset).
  let guess = wanted;
  for (let i = 0; i < 2; i += 1) {
    const p = partsIn(new Date(guess), timeZone);
    const shown = Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi);
    guess += wanted - shown;
  }
  return new Date(guess).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** An instant as a `datetime-local` value on the wall clock of `timeZone`. */
export function utcToZonedLocal(date: Date, timeZone: string): string {
  const p = partsIn(date, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.y}-${two(p.mo)}-${two(p.d)}T${two(p.h)}:${two(p.mi)}`;
}

/** The school year a date falls in (September to August, as the server names it): "2026-2027". */
export function schoolYearOf(date = new Date()): string {
  const y = date.getFullYear();
  const start = date.getMonth() >= 8 ? y : y - 1; // September is month 8
  return `${start}-${start + 1}`;
}
