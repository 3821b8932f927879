import { useMemo } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { CardsSkeleton, ErrorState } from '@/components/Feedback';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { formatDate } from '@/lib/time';
import { serverErrorText } from '@/lib/errors';
import { useAdminFilterUsersQuery, useAdminSearchUsersQuery, useAdminUsersQuery } from '../../api';
import { ListToolbar } from '@/components/list/ListToolbar';
import { Pager } from '@/components/list/Pager';
import { StatusPill } from '../../components/StatusPill';
import { TeacherRequests } from '../../components/TeacherRequests';
import { useExport } from '../../hooks/useExport';
import { useListState, usePage } from '@/hooks/useListState';
import { SEARCH_DEBOUNCE_MS } from '../../lib/constants';
import '../../lib/texts';
import { pathTo } from '@/config/paths';

export default function ManageUsers() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const list = useListState({ search: params.get('q') ?? '' });
  const term = useDebouncedValue(list.search.trim(), SEARCH_DEBOUNCE_MS);
  const status = list.filter;

  // The spec's calls: search-users for a query (an empty one lists everyone), filter-users for a status.
  const searching = term.length > 0;
  const all = useAdminUsersQuery(undefined, { skip: searching || status !== 'all' });
  const filtered = useAdminFilterUsersQuery(status, { skip: searching || status === 'all' });
  const searched = useAdminSearchUsersQuery(term, { skip: !searching });
  const source = searching ? searched : status !== 'all' ? filtered : all;

  const users = useMemo(() => {
    const data = source.data ?? [];
    return searching && status !== 'all' ? data.filter((u) => (u.status ?? 'active') === status) : data;
  }, [source.data, searching, status]);
  const { pages, current, rows, total } = usePage(users, list.page, list.pageSize);
  const { exportCsv, exporting } = useExport('users.csv');

  const open = (id: string) => navigate(pathTo.userDetails(id));

  return (
    <>
      <PageHeader title={t('admin.users.title')} />
      <TeacherRequests />
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel={t('admin.users.search')}
        filterLabel={t('admin.users.statusFilter')}
        filter={status}
        filterOptions={[
          { value: 'all', label: t('admin.users.all') },
          { value: 'active', label: t('admin.users.active') },
          { value: 'inactive', label: t('admin.users.inactive') },
        ]}
        onFilter={list.setFilter}
        pageSize={list.pageSize}
        onPageSize={list.setPageSize}
        onExport={exportCsv}
        exporting={exporting}
        addTo="/add-User"
        addLabel={t('admin.users.add')}
      />
      {source.isError ? (
        <ErrorState message={serverErrorText(source.error) ?? t('admin.users.fetchFailed')} onRetry={() => void source.refetch()} />
      ) : source.isLoading || (source.isFetching && !source.data) ? (
        <CardsSkeleton count={3} height={56} />
      ) : (
        <>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={t('admin.users.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('admin.users.names')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('admin.users.email')}</TableCell>
                  <TableCell>{t('admin.users.status')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('admin.users.lastActivity')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={4} sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
                      {t('admin.users.empty')}
                    </TableCell>
                  </TableRow>
                ) : (
                  rows.map((u) => (
                    <TableRow key={u.id} hover onClick={() => open(u.id)} sx={{ cursor: 'pointer' }} data-testid="user-row">
                      <TableCell>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                          <Avatar src={u.profilePic ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
                            {(u.username ?? '?').slice(0, 1).toUpperCase()}
                          </Avatar>
                          <Link
                            component={RouterLink}
                            to={pathTo.userDetails(u.id)}
                            onClick={(e) => e.stopPropagation()}
                            sx={{ overflowWrap: 'anywhere' }}
                          >
                            {u.username}
                          </Link>
                        </Box>
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, overflowWrap: 'anywhere' }}>{u.email}</TableCell>
                      <TableCell>
                        <StatusPill status={u.status} />
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                        {formatDate(u.updatedAt ?? u.createdAt, i18n.language)}
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <Pager page={current} pages={pages} onPage={list.setPage} total={total} pageSize={list.pageSize} />
        </>
      )}
    </>
  );
}
