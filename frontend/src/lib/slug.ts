/**
 * URL slugs for subject and topic names (spec section 5): trimmed, spaces become
 * underscores, a slash becomes a double underscore, every other character that is
 * not a letter, a digit, '-' or '_' is dropped.
 */
export function slugify(text: string | null | undefined): string {
  return (text ?? '')
    .trim()
    .replace(/\//g, '__')
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{N}_-]/gu, '');
}

/** Best-effort inverse of {@link slugify}: '__' becomes '/', '_' a space. */
export function unslugify(slug: string | null | undefined): string {
  // A NUL stands in for '/' while single underscores become spaces; it never occurs in a name.
  return decodeURIComponent(slug ?? '')
    .replace(/__/g, '\u0000')
    .replace(/_/g, ' ')
    // eslint-disable-next-line no-control-regex -- see above
    .replace(/\u0000/g, '/')
    .trim();
}

/** True when `name` is the text behind `slug` (or the same text, encoded or not). */
export function matchesSlug(name: string | null | undefined, slug: string | null | undefined): boolean {
  if (!name || !slug) return false;
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    /* keep as is */
  }
  return slugify(name) === slugify(decoded) || name.trim() === decoded.trim() || name.replace(/\//g, '-') === decoded;
}

/** Pick the name behind a slug from candidates, else unslugify it. */
export function resolveSlug(slug: string | null | undefined, candidates: (string | null | undefined)[]): string {
  const hit = candidates.find((c) => matchesSlug(c, slug));
  return hit ?? unslugify(slug);
}
