import { isStreamedClass } from '@/lib/constants';

export const LAST_STEP = 6;

/** The step after `step`: class Class 4 to Form 3 (or no class) jumps from 3 straight to 5. */
export function nextStep(step: number, className: string | null): number {
  if (step === 3 && !isStreamedClass(className)) return 5;
  return Math.min(step + 1, LAST_STEP);
}

/** Next is disabled until the step's choice is made. */
export function canGoNext(
  step: number,
  s: { role: string | null; school: string | null; className: string | null; stream: string | null },
): boolean {
  if (step === 1) return !!s.role;
  if (step === 2) return !!s.school;
  if (step === 3) return !!s.className;
  if (step === 4) return !isStreamedClass(s.className) || !!s.stream;
  return true;
}
