import { toCsv } from '@/lib/csv';
import { normalizeGrade, type Grade } from '@/lib/score';
import type { SubjectStat } from '@/lib/types';

export interface ReportRow {
  subject: string;
  attempts: number;
  average: number | null;
  grade: Grade;
}

export function reportRows(subjects: SubjectStat[] | undefined): ReportRow[] {
  return (subjects ?? []).map((s) => ({
    subject: s.subject,
    attempts: s.attempts ?? 0,
    average: s.attempts ? (s.average === null || s.average === undefined ? null : Math.round(s.average)) : null,
    grade: normalizeGrade(s.grade, s.average, s.attempts ?? 0),
  }));
}

/** report_card.csv: one line per subject with its attempts, average and grade. */
export function reportCardCsv(rows: ReportRow[], header: [string, string, string, string], gradeLabel: (g: Grade) => string): string {
  return toCsv(
    header,
    rows.map((r) => [r.subject, r.attempts, r.average === null ? '' : r.average, gradeLabel(r.grade)]),
  );
}
