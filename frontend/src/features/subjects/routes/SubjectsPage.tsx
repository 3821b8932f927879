import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { SubjectCard } from '@/components/SubjectCard';
import { CardsSkeleton, EmptyState, ErrorState } from '@/components/Feedback';
import { storedClassName, useCurrentUser } from '@/hooks/useCurrentUser';
import { useGetSubjectsForClassQuery, useGetUserSubjectsQuery } from '@/lib/commonApi';
import { useCatalogueText } from '@/lib/catalogueText';
import { mergeSubjects } from '@/lib/subjects';

export default function SubjectsPage() {
  const { t } = useTranslation();
  const { uid } = useCurrentUser();
  const className = storedClassName();
  const [filter, setFilter] = useState('');
  const catalogue = useCatalogueText();
  const mine = useGetUserSubjectsQuery(uid ?? '', { skip: !uid });
  const forClass = useGetSubjectsForClassQuery(className);

  const subjects = useMemo(() => mergeSubjects(mine.data ?? [], forClass.data ?? []), [mine.data, forClass.data]);
  // The filter finds a subject by the name the student reads or by the name the server keeps.
  const wanted = filter.trim().toLowerCase();
  const shown = subjects.filter((s) => [s.name, catalogue.name(s.name)].some((n) => n.toLowerCase().includes(wanted)));
  const loading = mine.isLoading || forClass.isLoading;

  return (
    <>
      <PageHeader title={t('subjects.title')} subtitle={className} />
      <TextField
        size="small"
        label={t('subjects.filter')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        sx={{ maxWidth: 360, mb: 3 }}
      />
      {mine.isError && (
        <Box sx={{ mb: 2 }}>
          <ErrorState message={t('subjects.loadFailed')} onRetry={() => void mine.refetch()} />
        </Box>
      )}
      {loading ? (
        <CardsSkeleton count={6} height={200} />
      ) : subjects.length === 0 ? (
        <EmptyState message={t('subjects.noSubjectsForClass')} />
      ) : shown.length === 0 ? (
        <EmptyState message={t('subjects.noSubjectFound')} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
          {shown.map((s) => (
            <SubjectCard key={s.id ?? s.name} subject={s} headingLevel="h2" />
          ))}
        </Box>
      )}
    </>
  );
}
