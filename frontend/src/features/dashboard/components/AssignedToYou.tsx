import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton, EmptyState, ErrorState } from '@/components/Feedback';
import { useGetStudentAssignmentsQuery, useSchoolTimeZone } from '@/lib/commonApi';
import { formatDateTimeIn } from '@/lib/time';
import type { StudentAssignment } from '@/lib/types';
import { PATHS, pathTo } from '@/config/paths';

/** What the student's teachers set them: due date in the school's time, state, status, score, and a way in. */
export function AssignedToYou({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const q = useGetStudentAssignmentsQuery(uid, { skip: !uid, refetchOnMountOrArgChange: true });
  const items = q.data ?? [];
  return (
    <Box component="section" aria-labelledby="assigned-title" sx={{ mb: 4 }}>
      <Typography id="assigned-title" variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('dashboard.assigned.title')}
      </Typography>
      {q.isError ? (
        <ErrorState message={t('dashboard.assigned.loadFailed')} onRetry={() => void q.refetch()} />
      ) : q.isLoading ? (
        <CardsSkeleton count={2} height={120} />
      ) : items.length === 0 ? (
        <EmptyState message={t('dashboard.assigned.empty')} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
          {items.map((a) => (
            <AssignmentCard key={a.id} a={a} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function AssignmentCard({ a }: { a: StudentAssignment }) {
  const { t, i18n } = useTranslation();
  const timeZone = useSchoolTimeZone();
  const date = (iso: string) => formatDateTimeIn(iso, timeZone, i18n.language);
  const attemptsLeft = a.attemptsUsed < a.attemptsAllowed;
  const canContinue = a.state === 'open' && a.status === 'inProgress' && !!a.attemptId;
  const canStart = a.state === 'open' && !canContinue && attemptsLeft;
  const quizPage = a.quizType === 'short-answer' ? PATHS.shortQuiz : PATHS.mcqQuiz;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="assigned-item">
      <Typography variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {a.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[a.subject, a.topic, a.className].filter(Boolean).join(' · ')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        <Chip size="small" variant="outlined" label={t(`common.modes.${a.mode}`)} />
        <Chip size="small" color={a.state === 'open' ? 'success' : 'default'} label={t(`dashboard.assigned.state.${a.state}`)} />
        <Chip size="small" variant="outlined" label={t(`dashboard.assigned.status.${a.status}`)} />
      </Box>
      <Typography variant="body2">
        {a.state === 'upcoming' ? t('dashboard.assigned.opens', { date: date(a.opensAt) }) : t('dashboard.assigned.due', { date: date(a.closesAt) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('dashboard.assigned.attempts', { used: a.attemptsUsed, allowed: a.attemptsAllowed })}
      </Typography>
      {a.score !== null && a.score !== undefined && (
        <Typography sx={{ fontWeight: 700 }}>{t('dashboard.assigned.score', { score: a.score })}</Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 'auto' }}>
        {canContinue && (
          <Button component={RouterLink} to={quizPage} state={{ attemptId: a.attemptId }} variant="contained" aria-label={t('dashboard.assigned.continueLabel', { title: a.title })}>
            {t('dashboard.assigned.continue')}
          </Button>
        )}
        {canStart && (
          <Button component={RouterLink} to={pathTo.assignmentStart(a.id, a.quizId)} variant="contained" aria-label={t('dashboard.assigned.startLabel', { title: a.title })}>
            {t('dashboard.assigned.start')}
          </Button>
        )}
        {a.attemptId && a.status === 'submitted' && (
          <Button component={RouterLink} to={pathTo.pastQuiz(a.attemptId)} variant="outlined">
            {t('dashboard.assigned.review')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
