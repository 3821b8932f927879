import { lazy, Suspense, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import LocalFireDepartment from '@mui/icons-material/LocalFireDepartment';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { StatCard } from '@/components/StatCard';
import { SubjectCard } from '@/components/SubjectCard';
import { AttemptCard } from '@/components/AttemptCard';
import { CardsSkeleton, EmptyState, ErrorState } from '@/components/Feedback';
import { storedClassName, useCurrentUser } from '@/hooks/useCurrentUser';
import { DashboardTabs } from '../components/DashboardTabs';
import { AssignedToYou } from '../components/AssignedToYou';
import {
  useGetAttemptsQuery,
  useGetStatsQuery,
  useGetSubjectsForClassQuery,
  useGetUserSubjectsQuery,
} from '@/lib/commonApi';
import { DASHBOARD_MAX_PAST_QUIZZES, DASHBOARD_MAX_SUBJECTS } from '@/lib/constants';
import { mergeSubjects } from '@/lib/subjects';
import { PATHS } from '@/config/paths';

const DashboardCharts = lazy(() => import('../components/DashboardCharts'));

const grid = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } as const;

export default function StudentDashboard() {
  const { t } = useTranslation();
  const { user, uid } = useCurrentUser();
  const id = uid ?? '';
  const stats = useGetStatsQuery(id, { skip: !uid });
  const mine = useGetUserSubjectsQuery(id, { skip: !uid });
  const forClass = useGetSubjectsForClassQuery(storedClassName());
  const attempts = useGetAttemptsQuery(id, { skip: !uid });
  const subjects = useMemo(
    () => mergeSubjects(mine.data ?? [], forClass.data ?? []).slice(0, DASHBOARD_MAX_SUBJECTS),
    [mine.data, forClass.data],
  );
  const past = (attempts.data ?? []).slice(0, DASHBOARD_MAX_PAST_QUIZZES);
  const s = stats.data;

  return (
    <>
      <PageHeader title={t('dashboard.welcome', { name: user?.username ?? '' })} subtitle={t('dashboard.subtitle')} />
      <DashboardTabs />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 4 }}>
        <StatCard label={t('dashboard.streak')} value={s?.streakDays ?? 0} icon={<LocalFireDepartment />} loading={stats.isLoading} />
        <StatCard label={t('dashboard.totalAttempts')} value={s?.totalAttempts ?? 0} icon={<QuizOutlined />} loading={stats.isLoading} />
        <StatCard label={t('dashboard.avgScore')} value={`${Math.round(s?.avgScore ?? 0)}%`} icon={<TrendingUp />} loading={stats.isLoading} />
        <StatCard
          label={t('dashboard.achievements')}
          value={`${s?.achievementsUnlocked ?? 0}/${s?.achievementsTotal ?? 0}`}
          icon={<EmojiEvents />}
          loading={stats.isLoading}
        />
      </Box>

      <AssignedToYou uid={id} />

      <Section title={t('dashboard.mySubjects')} action={<Button component={RouterLink} to={PATHS.subjects}>{t('dashboard.viewAll')}</Button>}>
        {mine.isError && <ErrorState message={t('subjects.loadFailed')} onRetry={() => void mine.refetch()} />}
        {mine.isLoading || forClass.isLoading ? (
          <CardsSkeleton count={4} height={200} />
        ) : subjects.length ? (
          <Box sx={grid}>
            {subjects.map((subject) => (
              <SubjectCard key={subject.id ?? subject.name} subject={subject} />
            ))}
          </Box>
        ) : (
          <EmptyState message={t('subjects.noSubjectsForClass')} />
        )}
      </Section>

      <Section title={t('dashboard.myPastQuizzes')} action={<Button component={RouterLink} to={PATHS.attempts}>{t('dashboard.viewAll')}</Button>}>
        {attempts.isError ? (
          <ErrorState message={t('attempts.loadFailed')} onRetry={() => void attempts.refetch()} />
        ) : attempts.isLoading ? (
          <CardsSkeleton count={4} height={240} />
        ) : past.length ? (
          <Box sx={grid}>
            {past.map((a) => (
              <AttemptCard key={a.id} attempt={a} />
            ))}
          </Box>
        ) : (
          <EmptyState message={t('attempts.empty')} />
        )}
      </Section>

      {s && (
        <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
          <DashboardCharts stats={s} />
        </Suspense>
      )}
    </>
  );
}

function Section({ title, action, children }: { title: string; action?: React.ReactNode; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography variant="h2" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}
