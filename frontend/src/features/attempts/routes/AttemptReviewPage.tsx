import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AttemptReview } from '@/components/AttemptReview';
import { AttemptHistory } from '@/components/AttemptHistory';
import { MarkChanges } from '../components/MarkChanges';
import { PageHeader } from '@/components/PageHeader';
import { EmptyState, ErrorState, PageLoader } from '@/components/Feedback';
import { useCatalogueText } from '@/lib/catalogueText';
import { useGetAttemptQuery } from '@/lib/commonApi';
import { isShortQuizType } from '@/lib/quiz';
import { PATHS, pathTo } from '@/config/paths';

/** /pastQuizess/:attemptId — review of a past attempt (and /pastQuizDetailTemplate without one). */
export default function AttemptReviewPage() {
  const { t } = useTranslation();
  const catalogue = useCatalogueText();
  const navigate = useNavigate();
  const { attemptId } = useParams();
  const { data, isLoading, isError, refetch } = useGetAttemptQuery(attemptId ?? '', {
    skip: !attemptId,
    refetchOnMountOrArgChange: true,
  });

  if (!attemptId) return <EmptyState message={t('attempts.templateText')} />;
  if (isLoading) return <PageLoader />;
  if (isError || !data) return <ErrorState message={t('attempts.loadFailed')} onRetry={() => void refetch()} />;
  const short = isShortQuizType(data.quizType);

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader
        title={t('attempts.reviewTitle')}
        subtitle={data.quizData?.title ?? catalogue.name(data.topic)}
        actions={
          <>
            <Button variant="outlined" onClick={() => navigate(-1)}>
              {t('common.goBack')}
            </Button>
            {/* An assignment's attempt is started again from "Assigned to you", not retaken in place. */}
            {!data.assignmentId && (
              <Button variant="contained" onClick={() => navigate(pathTo.retake(data.id ?? attemptId))}>
                {t('attempts.retake')}
              </Button>
            )}
          </>
        }
      />
      {data.status === 'in progress' ? (
        <>
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" onClick={() => navigate(short ? PATHS.shortQuiz : PATHS.mcqQuiz, { state: { attemptId } })}>
                {t('attempts.resume')}
              </Button>
            }
          >
            {t('attempts.notCompleted')}
          </Alert>
          <AttemptHistory history={data.history} />
        </>
      ) : (
        <>
          {data.assignmentId && short && <MarkChanges attemptId={data.id ?? attemptId} />}
          <AttemptHistory history={data.history} />
          <AttemptReview attempt={data} />
        </>
      )}
    </Box>
  );
}
