import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { ErrorState, PageLoader } from '@/components/Feedback';
import { QuizDialog } from '@/components/QuizDialog';
import { useToast } from '@/hooks/useToast';
import { serverErrorText } from '@/lib/errors';
import { formatDate } from '@/lib/time';
import { useAdminDeleteQuizMutation, useAdminQuizQuery } from '../../api';
import { QuizQuestions, previewQuestionsOf } from '../../components/QuizQuestions';
import { QuizPreview } from '@/components/QuizPreview';
import '../../lib/texts';
import { PATHS } from '@/config/paths';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{children}</Typography>
    </Box>
  );
}

export default function QuizDetails() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const query = useAdminQuizQuery(id, { skip: !id });
  const [confirming, setConfirming] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [remove, { isLoading: deleting }] = useAdminDeleteQuizMutation();

  const onDelete = async () => {
    try {
      const r = await remove(id).unwrap();
      setConfirming(false);
      const fallback = r?.retired ? t('admin.quizDetails.retired') : t('admin.quizDetails.deleted');
      toast.success(r?.message || fallback, t('common.success'));
      navigate(PATHS.manageQuizzes);
    } catch (err) {
      setConfirming(false);
      toast.error(serverErrorText(err) ?? t('admin.quizDetails.deleteFailed'), t('common.error'));
    }
  };

  const back = (
    <Button component={RouterLink} to={PATHS.manageQuizzes} variant="outlined">
      {t('admin.quizDetails.back')}
    </Button>
  );
  const actions = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {back}
      <Button variant="outlined" onClick={() => setPreviewing(true)}>
        {t('quiz.preview.title')}
      </Button>
      <Button color="error" variant="contained" onClick={() => setConfirming(true)} disabled={deleting}>
        {deleting ? t('admin.quizDetails.deleting') : t('admin.quizDetails.delete')}
      </Button>
    </Stack>
  );
  if (query.isLoading) return <PageLoader />;
  if (query.isError || !query.data)
    return (
      <>
        <PageHeader title={t('admin.quizDetails.title')} actions={back} />
        <ErrorState message={serverErrorText(query.error) ?? t('admin.quizDetails.fetchFailed')} onRetry={() => void query.refetch()} />
      </>
    );
  const q = query.data;
  const minutes = q.estimateTime ?? null;
  return (
    <>
      <PageHeader title={q.title || t('admin.quizDetails.title')} subtitle={q.description} actions={actions} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Fact label={t('admin.quizzes.subject')}>{q.subject}</Fact>
        <Fact label={t('admin.quizzes.topic')}>{q.topic}</Fact>
        <Fact label={t('admin.quizzes.classLevel')}>{q.classLevel}</Fact>
        <Fact label={t('admin.quizzes.type')}>{t(q.quizType === 'short-answer' ? 'common.quizTypes.saq' : 'common.quizTypes.mcq')}</Fact>
        {q.difficulty && <Fact label={t('admin.createQuiz.difficulty')}>{t(`common.difficulties.${q.difficulty}`, { defaultValue: q.difficulty })}</Fact>}
        {minutes !== null && <Fact label={t('admin.quizDetails.time')}>{t('common.mins', { count: minutes })}</Fact>}
        <Fact label={t('admin.quizzes.questions')}>{q.totalQuestions ?? ''}</Fact>
        <Fact label={t('admin.quizzes.created')}>{formatDate(q.createdAt, i18n.language)}</Fact>
        {q.source && (
          <Box>
            <Chip size="small" label={t(`admin.quizDetails.sources.${q.source}`, { defaultValue: q.source })} />
          </Box>
        )}
      </Paper>
      <QuizQuestions quiz={q} />
      <QuizPreview open={previewing} onClose={() => setPreviewing(false)} questions={previewQuestionsOf(q)} title={q.title || undefined} />
      <QuizDialog
        kind="confirm"
        open={confirming}
        title={t('admin.quizDetails.confirmTitle', { title: q.title || t('admin.quizDetails.title') })}
        message={t('admin.quizDetails.confirmText')}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirming(false)}
        busy={deleting}
      />
    </>
  );
}
