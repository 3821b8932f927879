import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { StatCard } from '@/components/StatCard';
import { ErrorState } from '@/components/Feedback';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useGetUserClassQuery } from '@/lib/commonApi';
import { STORAGE } from '@/lib/constants';
import { readString } from '@/lib/storage';
import { formatDate } from '@/lib/time';
import { isNetworkError, serverErrorText } from '@/lib/errors';
import { useAdminClassQuizzesQuery, useAdminDashboardQuery } from '../../api';
import { useAccountsQuery } from '@/lib/userApi';
import { LoadingTips } from '../../components/LoadingTips';
import { DASHBOARD_ROWS } from '../../lib/constants';
import type { Figure } from '../../types';
import '../../lib/texts';
import { PATHS, pathTo } from '@/config/paths';

const DashboardCharts = lazy(() => import('../../components/DashboardCharts'));

function useChangeText() {
  const { t } = useTranslation();
  return (f: Figure) =>
    f.change === null || f.change === undefined
      ? t('admin.dashboard.noPrevious')
      : t('admin.dashboard.change', { value: f.change > 0 ? `+${f.change}` : String(f.change) });
}

export default function AdminDashboard() {
  const { t } = useTranslation();
  const changeText = useChangeText();
  const dashboard = useAdminDashboardQuery();

  if (dashboard.isLoading) return <LoadingTips />;

  const d = dashboard.data;
  const cards = d
    ? [
        { key: 'totalUsers', figure: d.totalUsers, icon: <GroupOutlined /> },
        { key: 'activeUsers', figure: d.activeUsers, icon: <PersonOutline /> },
        { key: 'quizzesCompleted', figure: d.quizzesCompleted, icon: <TaskAltOutlined /> },
        { key: 'failedQuizzes', figure: d.failedQuizzes, icon: <CancelOutlined /> },
      ]
    : [];

  return (
    <>
      <PageHeader title={t('admin.dashboard.title')} subtitle={t('admin.dashboard.subtitle')} />
      {dashboard.isError || !d ? (
        <ErrorState message={serverErrorText(dashboard.error) ?? t('admin.dashboard.loadFailed')} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(4, 1fr)' }, mb: 3 }}>
            {cards.map((c) => (
              <Box key={c.key} data-testid={`stat-${c.key}`}>
                <StatCard label={t(`admin.dashboard.${c.key}`)} value={c.figure.value} caption={changeText(c.figure)} icon={c.icon} />
              </Box>
            ))}
          </Box>
          <Box sx={{ mb: 3 }}>
            <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
              <DashboardCharts data={d} />
            </Suspense>
          </Box>
        </>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
        <WeeklyQuizzes />
        <ActiveStudents />
      </Box>
    </>
  );
}

function WeeklyQuizzes() {
  const { t, i18n } = useTranslation();
  const { uid } = useCurrentUser();
  const cls = useGetUserClassQuery(uid ?? '', { skip: !uid });
  const className = cls.data || readString(STORAGE.className) || null;
  const waitingForClass = !!uid && cls.isLoading;
  const quizzes = useAdminClassQuizzesQuery(className ?? '', { skip: !className });
  const rows = (quizzes.data?.weeklyQuizzes ?? []).slice(0, DASHBOARD_ROWS);

  let body;
  if (waitingForClass || quizzes.isLoading) body = <Skeleton variant="rounded" height={160} />;
  else if (!className)
    body = (
      <Typography color="text.secondary">
        {t('admin.dashboard.noClass')}{' '}
        <Link component={RouterLink} to={PATHS.updateAdminDetails}>
          {t('admin.dashboard.updateProfile')}
        </Link>
      </Typography>
    );
  else if (quizzes.isError)
    body = (
      <ErrorState
        message={
          isNetworkError(quizzes.error)
            ? t('admin.dashboard.quizzesError')
            : (serverErrorText(quizzes.error) ?? t('admin.dashboard.quizzesFailed'))
        }
        onRetry={() => void quizzes.refetch()}
      />
    );
  else
    body = (
      <TableContainer>
        <Table size="small" aria-label={t('admin.dashboard.weeklyTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.dashboard.quizTitle')}</TableCell>
              <TableCell>{t('admin.dashboard.topic')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('admin.dashboard.subject')}</TableCell>
              <TableCell>{t('admin.dashboard.date')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} sx={{ textAlign: 'center', color: 'text.secondary' }}>
                  {t('admin.dashboard.noQuizzes')}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((q) => (
                <TableRow key={q.id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={pathTo.detailQuiz(q.id)}>
                      {q.title}
                    </Link>
                  </TableCell>
                  <TableCell>{q.topic}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{q.subject}</TableCell>
                  <TableCell>{formatDate(q.createdAt, i18n.language)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    );

  return (
    <Card>
      <CardContent>
        <Typography variant="h4" component="h2" gutterBottom>
          {t('admin.dashboard.weeklyTitle')}
        </Typography>
        {className && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('admin.dashboard.forClass', { className })}
          </Typography>
        )}
        {body}
      </CardContent>
    </Card>
  );
}

function ActiveStudents() {
  const { t } = useTranslation();
  const users = useAccountsQuery();
  const rows = (users.data ?? [])
    .filter((u) => (u.role ?? 'student').toLowerCase() === 'student' && (u.status ?? 'active') !== 'inactive')
    .slice(0, DASHBOARD_ROWS);
  return (
    <Card>
      <CardContent>
        <Typography variant="h4" component="h2" gutterBottom>
          {t('admin.dashboard.activeStudents')}
        </Typography>
        {users.isLoading ? (
          <Skeleton variant="rounded" height={160} />
        ) : users.isError ? (
          <ErrorState message={t('admin.users.fetchFailed')} onRetry={() => void users.refetch()} />
        ) : (
          <Table size="small" aria-label={t('admin.dashboard.activeStudents')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.dashboard.name')}</TableCell>
                <TableCell>{t('admin.dashboard.class')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={2} sx={{ textAlign: 'center', color: 'text.secondary' }}>
                    {t('admin.users.empty')}
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((u) => (
                  <TableRow key={u.id} hover>
                    <TableCell>
                      <Link component={RouterLink} to={pathTo.userDetails(u.id)}>
                        {u.username}
                      </Link>
                    </TableCell>
                    <TableCell>{u.className || t('admin.userDetails.noneAssigned')}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
