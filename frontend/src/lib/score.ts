import {
  BANNER_INFO,
  BANNER_PASS,
  GOOD_JOB,
  GRADE_AVERAGE,
  GRADE_EXCELLENT,
  GRADE_GOOD,
  PERFECT_SCORE,
} from './rules.generated';

export type Banner = 'pass' | 'info' | 'fail';

/** Result banner: 70 or more pass, 50 to 69 info, under 50 fail. */
export function bannerFor(score: number): Banner {
  if (score >= BANNER_PASS) return 'pass';
  if (score >= BANNER_INFO) return 'info';
  return 'fail';
}

/** MCQ result message key: 100 Perfect!, 50 or more Good job!, below Keep practicing! */
export function mcqMessageKey(score: number): 'perfect' | 'goodJob' | 'keepPracticing' {
  if (score >= PERFECT_SCORE) return 'perfect';
  if (score >= GOOD_JOB) return 'goodJob';
  return 'keepPracticing';
}

export type Grade = 'Excellent' | 'Good' | 'Average' | 'Poor' | 'Take a quiz';
export const GRADES: Grade[] = ['Excellent', 'Good', 'Average', 'Poor', 'Take a quiz'];

export function gradeFor(average: number | null | undefined, attempts: number): Grade {
  if (!attempts || average === null || average === undefined) return 'Take a quiz';
  if (average >= GRADE_EXCELLENT) return 'Excellent';
  if (average >= GRADE_GOOD) return 'Good';
  if (average >= GRADE_AVERAGE) return 'Average';
  return 'Poor';
}

export function normalizeGrade(grade: string | undefined, average: number | null | undefined, attempts: number): Grade {
  const hit = GRADES.find((g) => g.toLowerCase() === (grade ?? '').toLowerCase());
  return hit ?? gradeFor(average, attempts);
}

export const percent = (n: number | null | undefined) => `${Math.round(n ?? 0)}%`;
