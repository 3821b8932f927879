import { useCallback, useMemo, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { CardsSkeleton, ErrorState } from '@/components/Feedback';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { formatDate, schoolYearOf } from '@/lib/time';
import { serverErrorText } from '@/lib/errors';
import { useClassesQuery } from '@/lib/commonApi';
import { roleOf } from '@/lib/session';
import type { Role } from '@/lib/types';
import { useAdminFilterUsersQuery, useAdminSearchUsersQuery } from '../../api';
import { useAccountsQuery } from '@/lib/userApi';
import { ListToolbar } from '@/components/list/ListToolbar';
import { Pager } from '@/components/list/Pager';
import { StatusPill } from '../../components/StatusPill';
import { TeacherRequests } from '../../components/TeacherRequests';
import { useExport } from '../../hooks/useExport';
import { useListState, usePage } from '@/hooks/useListState';
import { SEARCH_DEBOUNCE_MS } from '../../lib/constants';
import '../../lib/texts';
import { PATHS, pathTo } from '@/config/paths';
import type { AdminUser } from '../../types';

const ROLES: Role[] = ['student', 'teacher', 'admin'];
/** The class filter's value for people in no class this school year. */
const NO_CLASS = 'none';

/** The role and class filters (client-side, over whichever list the server gave). */
function useRoleAndClassFilters(users: AdminUser[]) {
  const [role, setRole] = useState('all');
  const [schoolClass, setSchoolClass] = useState('all');
  const classes = useClassesQuery({ schoolYear: schoolYearOf(), page: 1, limit: 100 });
  const classOptions = useMemo(() => {
    const named = new Map<string, string>();
    for (const c of classes.data?.data ?? []) named.set(c.id, c.name);
    // A class the server counts as this year's that the list above missed (another calendar) still shows.
    for (const u of users) if (u.schoolClass && !named.has(u.schoolClass.id)) named.set(u.schoolClass.id, u.schoolClass.name);
    return [...named].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [classes.data, users]);
  const matches = useCallback(
    (u: AdminUser) =>
      (role === 'all' || roleOf(u) === role) &&
      (schoolClass === 'all' || (schoolClass === NO_CLASS ? !u.schoolClass : u.schoolClass?.id === schoolClass)),
    [role, schoolClass],
  );
  return { role, setRole, schoolClass, setSchoolClass, classOptions, matches };
}

export default function ManageUsers() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const list = useListState({ search: params.get('q') ?? '' });
  const term = useDebouncedValue(list.search.trim(), SEARCH_DEBOUNCE_MS);
  const status = list.filter;

  // The spec's calls: search-users for a query (an empty one lists everyone), filter-users for a status.
  const searching = term.length > 0;
  const all = useAccountsQuery(undefined, { skip: searching || status !== 'all' });
  const filtered = useAdminFilterUsersQuery(status, { skip: searching || status === 'all' });
  const searched = useAdminSearchUsersQuery(term, { skip: !searching });
  const source = searching ? searched : status !== 'all' ? filtered : all;

  const listed = useMemo(() => {
    const data = source.data ?? [];
    return searching && status !== 'all' ? data.filter((u) => (u.status ?? 'active') === status) : data;
  }, [source.data, searching, status]);
  const more = useRoleAndClassFilters(listed);
  const { matches } = more;
  const users = useMemo(() => listed.filter(matches), [listed, matches]);
  const { pages, current, rows, total } = usePage(users, list.page, list.pageSize);
  const { exportCsv, exporting } = useExport('users.csv');

  const open = (id: string) => navigate(pathTo.userDetails(id));
  const roleText = (u: AdminUser) => {
    const r = roleOf(u);
    return r ? t(`admin.roleOptions.${r}`, { defaultValue: r }) : '';
  };

  return (
    <>
      <PageHeader
        title={t('admin.users.title')}
        actions={
          <Button component={RouterLink} to={PATHS.importUsers} variant="outlined" startIcon={<UploadFileOutlined />}>
            {t('admin.users.importStudents')}
          </Button>
        }
      />
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
        extra={
          <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(2, minmax(160px, 260px))' } }}>
            <TextField
              select
              size="small"
              label={t('admin.users.roleFilter')}
              value={more.role}
              onChange={(e) => {
                more.setRole(e.target.value);
                list.setPage(1);
              }}
            >
              <MenuItem value="all">{t('admin.users.allRoles')}</MenuItem>
              {ROLES.map((r) => (
                <MenuItem key={r} value={r}>
                  {t(`admin.roleOptions.${r}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('admin.users.classFilter')}
              value={more.schoolClass}
              onChange={(e) => {
                more.setSchoolClass(e.target.value);
                list.setPage(1);
              }}
            >
              <MenuItem value="all">{t('admin.users.allClasses')}</MenuItem>
              <MenuItem value={NO_CLASS}>{t('admin.users.noClass')}</MenuItem>
              {more.classOptions.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        }
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
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('admin.users.role')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('admin.users.class')}</TableCell>
                  <TableCell>{t('admin.users.status')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('admin.users.lastActivity')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={6} sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
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
                        {u.name && u.name !== u.username && (
                          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mt: 0.25 }}>
                            {u.name}
                          </Typography>
                        )}
                        {/* On a phone the role and class columns are hidden: they show under the name. */}
                        <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.25 }} data-testid="user-role-class">
                          {[roleText(u), u.schoolClass?.name].filter(Boolean).join(' · ')}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, overflowWrap: 'anywhere' }}>{u.email}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{roleText(u)}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{u.schoolClass?.name ?? '—'}</TableCell>
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
