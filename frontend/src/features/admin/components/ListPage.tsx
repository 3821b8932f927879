import { useId, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
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
  /** Tabs above the list that split its rows (the caller gives each tab's rows in `rows`); the list is their tab panel. */
  tabs?: ListTabs;
}

export interface ListTabs {
  label: string;
  value: string;
  onChange: (value: string) => void;
  items: { value: string; label: string }[];
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
  const tabsId = useId();
  const { tabs } = config;
  const tabId = (value: string) => `${tabsId}-tab-${value}`;
  const panelId = `${tabsId}-panel`;
  const wrap = (body: ReactNode) =>
    tabs ? (
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tabs.value)}>
        {body}
      </Box>
    ) : (
      body
    );
  return (
    <>
      <PageHeader title={config.title} />
      {tabs && (
        <Tabs
          value={tabs.value}
          onChange={(_e, v: string) => {
            tabs.onChange(v);
            list.setPage(1);
          }}
          aria-label={tabs.label}
          selectionFollowsFocus
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.items.map((item) => (
            <Tab key={item.value} value={item.value} label={item.label} id={tabId(item.value)} aria-controls={panelId} />
          ))}
        </Tabs>
      )}
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
      {wrap(
        query.isError ? (
          <ErrorState message={serverErrorText(query.error) ?? config.failed} onRetry={() => void query.refetch()} />
        ) : query.isLoading ? (
          <CardsSkeleton count={3} height={56} />
        ) : (
          <>
            <ListTable label={config.title} columns={config.columns} rows={shown} empty={config.empty} onOpen={config.onOpen} />
            <Pager page={current} pages={pages} onPage={list.setPage} total={total} pageSize={list.pageSize} />
          </>
        ),
      )}
    </>
  );
}
