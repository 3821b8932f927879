import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { AttemptCard } from '@/components/AttemptCard';
import { CardsSkeleton, EmptyState, ErrorState } from '@/components/Feedback';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useGetAttemptsQuery } from '@/lib/commonApi';

export default function AttemptsPage() {
  const { t } = useTranslation();
  const { uid } = useCurrentUser();
  const { data = [], isLoading, isError, refetch } = useGetAttemptsQuery(uid ?? '', { skip: !uid });
  return (
    <>
      <PageHeader title={t('attempts.title')} />
      {isError ? (
        <ErrorState message={t('attempts.loadFailed')} onRetry={() => void refetch()} />
      ) : isLoading ? (
        <CardsSkeleton count={8} height={240} />
      ) : data.length === 0 ? (
        <EmptyState message={t('attempts.empty')} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
          {data.map((a) => (
            <AttemptCard key={a.id} attempt={a} headingLevel="h2" />
          ))}
        </Box>
      )}
    </>
  );
}
