import type { Topic } from '@/lib/types';
import { timestampToDate } from '@/lib/time';
import type { Timestamp } from '@/lib/types';

/** True when any of the texts contains the query, ignoring case and surrounding spaces. */
export function matchesQuery(query: string, ...texts: (string | null | undefined)[]): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return texts.some((t) => (t ?? '').toLowerCase().includes(q));
}

/**
 * Bulk topic names as the server splits them (`domain::catalogue::split_bulk_names`): on commas
 * and line breaks, so that "Teeth and Dentition" stays one topic; spaces inside a name
 * collapsed, blanks and repeats dropped.
 */
export function splitTopicNames(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of text.split(/[,\r\n]+/)) {
    const name = part.trim().split(/\s+/).join(' ');
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      names.push(name);
    }
  }
  return names;
}

export interface TopicGroup {
  /** The first topic's id (opens the details). */
  id: string;
  ids: string[];
  name: string;
  subjects: string[];
  classLevels: string[];
  description?: string;
}

/** Topics of the same name (ignoring case) as one row, their class levels gathered in order. */
export function groupTopics(topics: readonly Topic[], classOrder: readonly string[] = []): TopicGroup[] {
  const groups = new Map<string, TopicGroup>();
  for (const t of topics) {
    const key = t.name.trim().toLowerCase();
    let g = groups.get(key);
    if (!g) {
      g = { id: t.id, ids: [], name: t.name.trim(), subjects: [], classLevels: [], description: t.description };
      groups.set(key, g);
    }
    g.ids.push(t.id);
    if (t.subject && !g.subjects.includes(t.subject)) g.subjects.push(t.subject);
    if (t.classLevel && !g.classLevels.includes(t.classLevel)) g.classLevels.push(t.classLevel);
    if (!g.description && t.description) g.description = t.description;
  }
  const rank = (c: string) => {
    const i = classOrder.indexOf(c);
    return i === -1 ? classOrder.length : i;
  };
  return [...groups.values()].map((g) => ({ ...g, classLevels: [...g.classLevels].sort((a, b) => rank(a) - rank(b)) }));
}

/** Seconds of a timestamp for sorting (0 when missing). */
export function seconds(ts: Timestamp | string | number | null | undefined): number {
  const d = timestampToDate(ts);
  return d ? d.getTime() / 1000 : 0;
}

/** An attempt's score passes at 50 or more. */
export const passes = (score: number | null | undefined, passMark: number) => (score ?? 0) >= passMark;
