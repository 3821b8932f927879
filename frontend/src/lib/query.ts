/** Helpers for the API's list queries and file downloads, shared by the features. */

/** The query a list's filters make: empty ones and "all" are left out. */
export function filterParams(args: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(args).filter(([, v]) => v !== undefined && v !== null && v !== '' && v !== 'all'),
  ) as Record<string, string | number>;
}

/** The file name of a `Content-Disposition: attachment; filename="..."` header. */
export function attachmentName(header: string | null | undefined, fallback: string): string {
  const m = header?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return m ? decodeURIComponent(m[1]) : fallback;
}
