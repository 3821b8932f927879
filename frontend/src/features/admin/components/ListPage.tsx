import type { ReactNode } from 'react';
import { CardsSkeleton, ErrorState } from '@/components/Feedback';
import { PageHeader } from '@/components/PageHeader';
import { serverErrorText } from '@/lib/errors';
import { usePage } from '../hooks/useListState';
import { ListTable, type Column } from './ListTable';
import { Pager } from './Pager';

/** Heading, toolbar, loading/error states, table and pager of a list page. */
export function ListPage<T extends { id: string }>({
  title,
  toolbar,
  query,
  items,
  page,
  pageSize,
  onPage,
  columns,
  empty,
  failed,
  onOpen,
}: {
  title: string;
  toolbar: ReactNode;
  query: { isLoading: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  items: T[];
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  columns: Column<T>[];
  empty: string;
  failed: string;
  onOpen?: (row: T) => void;
}) {
  const { pages, current, rows, total } = usePage(items, page, pageSize);
  return (
    <>
      <PageHeader title={title} />
      {toolbar}
      {query.isError ? (
        <ErrorState message={serverErrorText(query.error) ?? failed} onRetry={() => void query.refetch()} />
      ) : query.isLoading ? (
        <CardsSkeleton count={3} height={56} />
      ) : (
        <>
          <ListTable label={title} columns={columns} rows={rows} empty={empty} onOpen={onOpen} />
          <Pager page={current} pages={pages} onPage={onPage} total={total} pageSize={pageSize} />
        </>
      )}
    </>
  );
}
