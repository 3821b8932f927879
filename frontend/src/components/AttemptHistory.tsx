import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSchoolTimeZone } from '@/lib/commonApi';
import { formatClock, formatDateTimeIn, timestampToDate } from '@/lib/time';
import type { AttemptRun, Timestamp } from '@/lib/types';

const BAR_HEIGHT = 72;
const isoOf = (at: Timestamp | null) => timestampToDate(at)?.toISOString() ?? null;

/**
 * "Earlier tries": the runs of an attempt before each retake, oldest first, as small bars of
 * their scores (for the eye; hidden from screen readers) and a list that says everything in
 * words. The run counted for the results is marked. Nothing is shown when it was never retaken.
 * `audience`: the student reads "your results" (the review page), a teacher "the student's" (marking).
 */
export function AttemptHistory({ history, audience = 'student' }: { history: AttemptRun[] | null | undefined; audience?: 'student' | 'teacher' }) {
  const { t, i18n } = useTranslation();
  const timeZone = useSchoolTimeZone();
  const id = useId();
  if (!history || history.length === 0) return null;
  const when = (run: AttemptRun) =>
    run.completedAt
      ? t('attempts.history.finished', { date: formatDateTimeIn(isoOf(run.completedAt), timeZone, i18n.language) })
      : t('attempts.history.notFinished', { date: formatDateTimeIn(isoOf(run.startedAt), timeZone, i18n.language) });
  const counted = audience === 'teacher' ? t('attempts.history.countedForStudent') : t('attempts.history.counted');

  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ p: 2, mb: 2 }} data-testid="attempt-history">
      <Typography id={`${id}-title`} variant="h6" component="h2">
        {t('attempts.history.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {audience === 'teacher' ? t('attempts.history.introTeacher', { count: history.length }) : t('attempts.history.intro', { count: history.length })}
      </Typography>
      <Box
        aria-hidden
        sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: BAR_HEIGHT + 20, mb: 1.5, overflowX: 'auto', borderBottom: 1, borderColor: 'divider' }}
      >
        {history.map((run, i) => {
          const score = Math.max(0, Math.min(100, Math.round(run.score)));
          return (
            <Box key={i} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', minWidth: 36 }}>
              <Typography variant="caption" sx={{ lineHeight: 1.2 }}>
                {score}%
              </Typography>
              <Box
                sx={{
                  width: 24,
                  height: Math.max(2, (score / 100) * BAR_HEIGHT),
                  bgcolor: run.counted ? 'primary.main' : 'grey.600',
                  borderRadius: '4px 4px 0 0',
                }}
              />
            </Box>
          );
        })}
      </Box>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
        {history.map((run, i) => (
          <li key={i} data-testid="history-run">
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {t('attempts.history.run', {
                n: i + 1,
                score: Math.round(run.score),
                correct: run.correctAnswers,
                total: run.totalQuestions,
              })}
            </Typography>{' '}
            {run.counted && <Chip size="small" color="success" variant="outlined" label={counted} sx={{ ml: 0.5 }} />}
            <Typography variant="body2" color="text.secondary">
              {when(run)}
              {run.timeTaken > 0 && ` · ${t('attempts.history.timeTaken', { time: formatClock(run.timeTaken) })}`}
            </Typography>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
