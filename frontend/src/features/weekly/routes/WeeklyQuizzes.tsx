import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { CardsSkeleton, EmptyState, ErrorState } from '@/components/Feedback';
import { useToast } from '@/hooks/useToast';
import { useGetClassQuizzesQuery } from '../api';
import { useCatalogueText } from '@/lib/catalogueText';
import { STORAGE, WEEKLY_PAGE } from '@/lib/constants';
import { isNetworkError } from '@/lib/errors';
import { flattenShort, isShortQuizType, mcqQuestions } from '@/lib/quiz';
import { readString } from '@/lib/storage';
import { formatDate } from '@/lib/time';
import type { Quiz } from '@/lib/types';
import { PATHS } from '@/config/paths';

export default function WeeklyQuizzes() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const className = readString(STORAGE.className);
  const { data, isLoading, isError, error, refetch } = useGetClassQuizzesQuery(className ?? '', { skip: !className });

  return (
    <>
      <PageHeader
        title={t('weekly.title')}
        subtitle={className ?? undefined}
        actions={
          <Button startIcon={<ArrowBack />} variant="outlined" onClick={() => navigate(-1)}>
            {t('common.goBack')}
          </Button>
        }
      />
      {!className ? (
        <ErrorState message={t('weekly.noClass')} />
      ) : isError ? (
        <ErrorState message={isNetworkError(error) ? t('weekly.fetchFailed') : t('weekly.loadFailed')} onRetry={() => void refetch()} />
      ) : isLoading ? (
        <CardsSkeleton count={6} height={180} />
      ) : (
        <>
          <QuizSection title={t('weekly.manual')} quizzes={data?.manualQuizzes ?? []} />
          <QuizSection title={t('weekly.generated')} quizzes={data?.weeklyQuizzes ?? []} />
        </>
      )}
    </>
  );
}

function QuizSection({ title, quizzes }: { title: string; quizzes: Quiz[] }) {
  const { t, i18n } = useTranslation();
  const catalogue = useCatalogueText();
  const navigate = useNavigate();
  const toast = useToast();
  const [all, setAll] = useState(false);
  const shown = all ? quizzes : quizzes.slice(0, WEEKLY_PAGE);
  const take = (q: Quiz) => {
    if (!q.id) return toast.error(t('quiz.noId'));
    navigate(PATHS.quizInfo, { state: { quizId: q.id } });
  };
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography variant="h2" component="h2">
          {title}
        </Typography>
        {quizzes.length > WEEKLY_PAGE && (
          <Button onClick={() => setAll((v) => !v)} aria-expanded={all} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
            {all ? t('weekly.viewLess') : t('weekly.viewAll')}
          </Button>
        )}
      </Box>
      {quizzes.length === 0 ? (
        <EmptyState message={t('weekly.empty')} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
          {shown.map((q, i) => {
            const short = isShortQuizType(q.quizType);
            // Lists carry no questions, only their number.
            const count = (short ? flattenShort(q.quizData).length : mcqQuestions(q.quizData).length) || (q.totalQuestions ?? 0);
            return (
              <Card key={q.id ?? i} sx={{ display: 'flex', flexDirection: 'column' }} data-testid="weekly-quiz">
                <CardContent sx={{ flex: 1 }}>
                  <Typography variant="h5" component="h3">
                    {q.title || q.quizData?.title || catalogue.name(q.topic)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[catalogue.name(q.subject), catalogue.name(q.topic)].filter(Boolean).join(' · ')}
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                    <Chip size="small" label={t(`common.quizTypes.${short ? 'saq' : 'mcq'}`)} />
                    {count > 0 && <Chip size="small" variant="outlined" label={t('weekly.questionsCount', { count })} />}
                  </Box>
                  {q.createdAt && (
                    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                      {formatDate(q.createdAt, i18n.language)}
                    </Typography>
                  )}
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button variant="contained" size="small" onClick={() => take(q)}>
                    {t('weekly.takeQuiz')}
                  </Button>
                </CardActions>
              </Card>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
