/** Pages shown in full up to this many; beyond, a window with ellipses (spec section 4). */
export const MAX_FULL_PAGES = 6;

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/** The number of pages for `count` items, at least 1. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, count) / Math.max(1, pageSize)));
}

/**
 * The page buttons for page `current` (1-based) of `total`: every page up to 6 pages;
 * otherwise the first and last pages, the current one with its neighbours, and an ellipsis
 * for each gap (near either end, the first or last four pages).
 */
export function pageWindow(current: number, total: number): PageItem[] {
  const last = Math.max(1, Math.floor(total));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  if (last <= MAX_FULL_PAGES) return Array.from({ length: last }, (_, i) => i + 1);
  if (page <= 3) return [1, 2, 3, 4, 'end-ellipsis', last];
  if (page >= last - 2) return [1, 'start-ellipsis', last - 3, last - 2, last - 1, last];
  return [1, 'start-ellipsis', page - 1, page, page + 1, 'end-ellipsis', last];
}

/** The items of one page (1-based). */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (Math.max(1, page) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}
