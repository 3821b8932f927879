import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@/lib/constants';
import { pageCount, pageSlice } from '@/lib/pagination';

/** Search, filter, page size and page of a list; any change of the first three goes back to page 1. */
export function useListState(initial: { search?: string; filter?: string } = {}) {
  const [search, setSearchRaw] = useState(initial.search ?? '');
  const [filter, setFilterRaw] = useState(initial.filter ?? 'all');
  const [pageSize, setPageSizeRaw] = useState<number>(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);
  return {
    search,
    filter,
    pageSize,
    page,
    setPage,
    setSearch: (v: string) => {
      setSearchRaw(v);
      setPage(1);
    },
    setFilter: (v: string) => {
      setFilterRaw(v);
      setPage(1);
    },
    setPageSize: (n: number) => {
      setPageSizeRaw(n);
      setPage(1);
    },
  };
}

/** One page of `items`, with the page clamped to the pages there are. */
export function usePage<T>(items: readonly T[], page: number, pageSize: number) {
  return useMemo(() => {
    const pages = pageCount(items.length, pageSize);
    const current = Math.min(page, pages);
    return { pages, current, rows: pageSlice(items, current, pageSize), total: items.length };
  }, [items, page, pageSize]);
}
