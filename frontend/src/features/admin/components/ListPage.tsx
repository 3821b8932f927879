import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton, ErrorState } from '@/components/Feedback';
import { PageHeader } from '@/components/PageHeader';
import { serverErrorText } from '@/lib/errors';
import { useExport } from '../hooks/useExport';
import { useListState, usePage } from '@/hooks/useListState';
import { matchesQuery } from '../lib/list';
import type { ExportName } from '../types';
import { ListTable, type Column } from '@/components/list/ListTable';
import { ListToolbar, type FilterOption } from '@/components/list/ListToolbar';
import { Pager } from '@/components/list/Pager';

/** What one list page is: the rest (search, filter, page size, pagination, export, states) is the same for all. */
export interface ListConfig<T> {
  title: string;
  searchLabel: string;
  /** The texts the search box looks in. */
  searchIn: (row: T) => (string | null | undefined)[];
  filter: { label: string; options: FilterOption[]; matches: (row: T, value: string) => boolean };
  exportFile: ExportName;
  add: { to: string; label: string };
  columns: Column<T>[];
  empty: string;
  failed: string;
  onOpen?: (row: T) => void;
}

/** The class filter most lists have: every class, or one of `levels`. */
export function useClassFilter<T>(levels: readonly string[], inClass: (row: T, level: string) => boolean): ListConfig<T>['filter'] {
  const { t } = useTranslation();
  return {
    label: t('admin.list.classFilter'),
    options: [{ value: 'all', label: t('admin.list.allClasses') }, ...levels.map((c) => ({ value: c, label: c }))],
    matches: inClass,
  };
}

/** Heading, toolbar (search, filter, page size, export, add), loading/error states, table and pager of a list page. */
export function ListPage<T extends { id: string }>({
  query,
  rows,
  ...config
}: ListConfig<T> & {
  query: { isLoading: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  /** Every row, before the search and filter. */
  rows: T[] | undefined;
}) {
  const list = useListState();
  const { exportCsv, exporting } = useExport(config.exportFile);
  const { filter, searchIn } = config;
  const items = useMemo(
    () => (rows ?? []).filter((r) => (list.filter === 'all' || filter.matches(r, list.filter)) && matchesQuery(list.search, ...searchIn(r))),
    [rows, list.filter, list.search, filter, searchIn],
  );
  const { pages, current, rows: shown, total } = usePage(items, list.page, list.pageSize);
  return (
    <>
      <PageHeader title={config.title} />
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel={config.searchLabel}
        filterLabel={filter.label}
        filter={list.filter}
        filterOptions={filter.options}
        onFilter={list.setFilter}
        pageSize={list.pageSize}
        onPageSize={list.setPageSize}
        onExport={exportCsv}
        exporting={exporting}
        addTo={config.add.to}
        addLabel={config.add.label}
      />
      {query.isError ? (
        <ErrorState message={serverErrorText(query.error) ?? config.failed} onRetry={() => void query.refetch()} />
      ) : query.isLoading ? (
        <CardsSkeleton count={3} height={56} />
      ) : (
        <>
          <ListTable label={config.title} columns={config.columns} rows={shown} empty={config.empty} onOpen={config.onOpen} />
          <Pager page={current} pages={pages} onPage={list.setPage} total={total} pageSize={list.pageSize} />
        </>
      )}
    </>
  );
}
