import { useMemo } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton, ErrorState } from '@/components/Feedback';
import { PageHeader } from '@/components/PageHeader';
import { PASS_MARK } from '@/lib/constants';
import { serverErrorText } from '@/lib/errors';
import { formatDate } from '@/lib/time';
import type { Attempt } from '@/lib/types';
import { useAdminRecentAttemptsQuery } from '../../api';
import { useAccountsQuery } from '@/lib/userApi';
import { ListTable, type Column } from '@/components/list/ListTable';
import { Pager } from '@/components/list/Pager';
import { ScorePill } from '../../components/StatusPill';
import { useListState, usePage } from '@/hooks/useListState';
import { RECENT_ATTEMPTS } from '../../lib/constants';
import '../../lib/texts';
import { pathTo } from '@/config/paths';

/** Recent Quiz Activities: the latest completed attempts across the school. */
export default function RecentActivity() {
  const { t, i18n } = useTranslation();
  const list = useListState();
  const attempts = useAdminRecentAttemptsQuery(RECENT_ATTEMPTS);
  const users = useAccountsQuery();
  const names = useMemo(() => new Map((users.data ?? []).map((u) => [u.id, u.username])), [users.data]);
  const { pages, current, rows, total } = usePage(attempts.data ?? [], list.page, list.pageSize);

  const columns: Column<Attempt>[] = [
    {
      key: 'student',
      label: t('admin.recent.student'),
      render: (a) =>
        a.userId ? (
          <Link component={RouterLink} to={pathTo.userDetails(a.userId)}>
            {names.get(a.userId) ?? t('admin.recent.unknown')}
          </Link>
        ) : (
          t('admin.recent.unknown')
        ),
    },
    { key: 'subject', label: t('admin.recent.subject'), render: (a) => a.subject },
    { key: 'topic', label: t('admin.recent.topic'), render: (a) => a.topic, hideBelow: 'sm' },
    { key: 'class', label: t('admin.recent.class'), render: (a) => a.classLevel, hideBelow: 'md' },
    { key: 'mode', label: t('admin.recent.mode'), render: (a) => t(`common.modes.${a.quizMode ?? 'exam'}`), hideBelow: 'md' },
    { key: 'date', label: t('admin.recent.date'), render: (a) => formatDate((a as { completedAt?: Attempt['createdAt'] }).completedAt ?? a.createdAt, i18n.language), hideBelow: 'sm' },
    { key: 'score', label: t('admin.recent.score'), render: (a) => <ScorePill score={a.score ?? 0} passMark={PASS_MARK} />, align: 'right' },
  ];

  return (
    <>
      <PageHeader title={t('admin.recent.title')} subtitle={t('admin.recent.subtitle', { count: RECENT_ATTEMPTS })} />
      {attempts.isError ? (
        <ErrorState message={serverErrorText(attempts.error) ?? t('admin.recent.fetchFailed')} onRetry={() => void attempts.refetch()} />
      ) : attempts.isLoading ? (
        <CardsSkeleton count={3} height={56} />
      ) : (
        <>
          <ListTable label={t('admin.recent.title')} columns={columns} rows={rows} empty={t('admin.recent.empty')} />
          <Pager page={current} pages={pages} onPage={list.setPage} total={total} pageSize={list.pageSize} />
        </>
      )}
    </>
  );
}
