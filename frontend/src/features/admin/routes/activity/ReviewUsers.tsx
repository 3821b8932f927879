import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton, ErrorState } from '@/components/Feedback';
import { PageHeader } from '@/components/PageHeader';
import { useToast } from '@/hooks/useToast';
import { serverErrorText } from '@/lib/errors';
import { formatDate } from '@/lib/time';
import { useUpdateUserMutation } from '@/lib/userApi';
import { useAdminRegistrationsQuery } from '../../api';
import { ListTable, type Column } from '@/components/list/ListTable';
import { Pager } from '@/components/list/Pager';
import { StatusPill } from '../../components/StatusPill';
import { useListState, usePage } from '@/hooks/useListState';
import { REVIEW_DAYS } from '../../lib/constants';
import type { Registration } from '../../types';
import '../../lib/texts';
import { pathTo } from '@/config/paths';

/** Registrations of the last 30 days, for an admin to look at: open, activate or deactivate. */
export default function ReviewUsers() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const list = useListState();
  const query = useAdminRegistrationsQuery(REVIEW_DAYS);
  const [update, { isLoading: updating, originalArgs }] = useUpdateUserMutation();
  const { pages, current, rows, total } = usePage(query.data ?? [], list.page, list.pageSize);

  const toggle = async (u: Registration) => {
    const status = u.status === 'inactive' ? 'active' : 'inactive';
    try {
      await update({ uid: u.id, status }).unwrap();
      toast.success(t('admin.review.updated', { name: u.username }), t('common.success'));
      void query.refetch();
    } catch (err) {
      toast.error(serverErrorText(err) ?? t('admin.editUser.updateFailed'), t('common.error'));
    }
  };

  const columns: Column<Registration>[] = [
    {
      key: 'name',
      label: t('admin.review.name'),
      render: (u) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Avatar src={u.profilePic ?? undefined} alt="" sx={{ width: 28, height: 28 }}>
            {u.username.slice(0, 1).toUpperCase()}
          </Avatar>
          {u.username}
        </Box>
      ),
    },
    { key: 'email', label: t('admin.review.email'), render: (u) => u.email, hideBelow: 'md' },
    { key: 'role', label: t('admin.review.role'), render: (u) => t(`common.roles.${(u.role ?? 'student').toLowerCase()}`), hideBelow: 'sm' },
    { key: 'class', label: t('admin.review.class'), render: (u) => u.className || t('admin.userDetails.noneAssigned'), hideBelow: 'md' },
    { key: 'registered', label: t('admin.review.registered'), render: (u) => formatDate(u.createdAt, i18n.language), hideBelow: 'sm' },
    { key: 'quizzes', label: t('admin.review.quizzes'), render: (u) => u.completedQuizzes ?? 0, hideBelow: 'md', align: 'right' },
    { key: 'status', label: t('admin.review.status'), render: (u) => <StatusPill status={u.status} /> },
    {
      key: 'actions',
      label: t('admin.review.actions'),
      render: (u) => (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <Button size="small" component={RouterLink} to={pathTo.userDetails(u.id)}>
            {t('admin.review.view')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color={u.status === 'inactive' ? 'primary' : 'error'}
            disabled={updating && originalArgs?.uid === u.id}
            onClick={() => void toggle(u)}
            aria-label={t(u.status === 'inactive' ? 'admin.review.activateName' : 'admin.review.deactivateName', { name: u.username })}
          >
            {u.status === 'inactive' ? t('admin.review.activate') : t('admin.review.deactivate')}
          </Button>
        </Box>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('admin.review.title')} subtitle={t('admin.review.subtitle', { count: REVIEW_DAYS })} />
      {query.isError ? (
        <ErrorState message={serverErrorText(query.error) ?? t('admin.users.fetchFailed')} onRetry={() => void query.refetch()} />
      ) : query.isLoading ? (
        <CardsSkeleton count={3} height={56} />
      ) : (
        <>
          <ListTable label={t('admin.review.title')} columns={columns} rows={rows} empty={t('admin.review.empty', { count: REVIEW_DAYS })} />
          <Pager page={current} pages={pages} onPage={list.setPage} total={total} pageSize={list.pageSize} />
        </>
      )}
    </>
  );
}
