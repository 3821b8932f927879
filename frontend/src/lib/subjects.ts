import { matchesSlug, slugify } from './slug';
import type { Subject } from './types';

/** The student's subjects, shown with the details of the class's subjects of the same name. */
export function mergeSubjects(names: string[], classSubjects: Subject[]): Subject[] {
  if (!names.length) return classSubjects;
  return names.map(
    (name) =>
      classSubjects.find((s) => s.name.toLowerCase() === name.toLowerCase() || matchesSlug(s.name, slugify(name))) ?? {
        id: slugify(name),
        name,
      },
  );
}
