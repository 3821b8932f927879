import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { SubjectCard } from '@/components/SubjectCard';
import { CardsSkeleton, EmptyState } from '@/components/Feedback';
import { storedClassName, useCurrentUser } from '@/hooks/useCurrentUser';
import { DashboardTabs } from '../components/DashboardTabs';
import { useGetSubjectsForClassQuery, useGetUserSubjectsQuery } from '@/lib/commonApi';
import { mergeSubjects } from '@/lib/subjects';

export default function Resources() {
  const { t } = useTranslation();
  const { uid } = useCurrentUser();
  const mine = useGetUserSubjectsQuery(uid ?? '', { skip: !uid });
  const forClass = useGetSubjectsForClassQuery(storedClassName());
  const subjects = useMemo(() => mergeSubjects(mine.data ?? [], forClass.data ?? []), [mine.data, forClass.data]);
  return (
    <>
      <PageHeader title={t('dashboard.resourcesTitle')} />
      <DashboardTabs />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('dashboard.resourcesText')}
      </Typography>
      {mine.isLoading || forClass.isLoading ? (
        <CardsSkeleton count={4} height={200} />
      ) : subjects.length ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
          {subjects.map((s) => (
            <SubjectCard key={s.id ?? s.name} subject={s} headingLevel="h2" />
          ))}
        </Box>
      ) : (
        <EmptyState message={t('subjects.noSubjectsForClass')} />
      )}
    </>
  );
}
