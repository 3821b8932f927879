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
