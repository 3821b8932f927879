import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AttemptReview } from '@/components/AttemptReview';
import { PageHeader } from '@/components/PageHeader';
import { ErrorState, PageLoader } from '@/components/Feedback';
import { useGetAttemptQuery } from '@/lib/commonApi';
import { useUpdateAttemptMutation } from '../api';
import { httpStatus, serverErrorText } from '@/lib/errors';
import { isShortQuizType } from '@/lib/quiz';
import type { Attempt } from '@/lib/types';
import { PATHS, pathTo } from '@/config/paths';

/** A result screen; it needs navigation state, else it sends the user to the dashboard. */
export function ResultsView({ short }: { short: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { attemptId?: string; attempt?: Attempt } | null;
  const attemptId = state?.attemptId ?? state?.attempt?.id;
  const { data, isLoading, isError, refetch } = useGetAttemptQuery(attemptId ?? '', {
    skip: !attemptId,
    refetchOnMountOrArgChange: true,
  });
  const [update, { isLoading: reviewing }] = useUpdateAttemptMutation();
  const [reviewError, setReviewError] = useState<string | null>(null);

  if (!attemptId) return <Navigate to={PATHS.studentHome} replace />;
  const attempt = data ?? state?.attempt;
  if (isLoading && !attempt) return <PageLoader />;
  if (!attempt) return <ErrorState message={isError ? t('quiz.loadFailed') : t('quiz.dataNotFound')} onRetry={() => void refetch()} />;

  const isShort = short || isShortQuizType(attempt.quizType);
  const needsReview = isShort && attempt.status === 'completed' && !attempt.review;

  const reReview = async () => {
    setReviewError(null);
    try {
      await update({
        attemptId,
        selectedAnswers: attempt.selectedAnswers ?? [],
        status: 'completed',
        remainingTime: attempt.remainingTime ?? 0,
        timeTaken: attempt.timeTaken ?? 0,
        quizMode: attempt.quizMode ?? 'exam',
        quizType: 'short-answer',
        totalQuestions: attempt.totalQuestions ?? 0,
      }).unwrap();
      void refetch();
    } catch (err) {
      const s = httpStatus(err);
      setReviewError(s === 502 || s === 503 ? t('quiz.reviewSaveFailed') : (serverErrorText(err) ?? t('quiz.reviewSubmitFailed')));
    }
  };

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader
        title={isShort ? t('results.shortTitle') : t('results.title')}
        subtitle={attempt.quizData?.title}
        actions={
          <>
            <Button variant="outlined" onClick={() => navigate(pathTo.retake(attemptId))}>
              {t('results.retake')}
            </Button>
            <Button variant="contained" onClick={() => navigate(PATHS.studentHome)}>
              {t('results.backToDashboard')}
            </Button>
          </>
        }
      />
      {needsReview && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void reReview()} disabled={reviewing}>
              {reviewing ? t('quiz.reviewing') : t('results.retryReview')}
            </Button>
          }
        >
          {reviewError ?? t('results.awaitingReview')}
        </Alert>
      )}
      {attempt.status === 'completed' && attempt.counting && (attempt.quizMode === 'exam' || attempt.counting === 'none') && (
        <Alert severity={attempt.counting === 'exam' ? 'success' : 'info'} sx={{ mb: 2 }} data-testid="counting">
          {t(`results.counting.${attempt.counting}`)}
        </Alert>
      )}
      <AttemptReview attempt={attempt} />
    </Box>
  );
}
