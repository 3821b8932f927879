import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import { useTranslation } from 'react-i18next';
import { formatClock } from '@/lib/time';
import { isAnswered } from '@/lib/quiz';
import type { GivenAnswer } from '@/lib/types';
import { visuallyHidden } from '@/lib/a11y';
import type { SaveStatus } from '../hooks/useAutosave';

/**
 * What the time warning says at `remaining` seconds: 5 minutes left from 5:00, 1 minute left
 * from 1:00, each only when the exam started with more time than that (a restored exam with
 * 3 minutes left is not told "5 minutes left").
 */
export function timeWarningKey(remaining: number | null, start: number | null): string | null {
  if (remaining === null || start === null) return null;
  if (remaining <= 60 && start > 60) return 'quiz.oneMinuteLeft';
  if (remaining <= 300 && start > 300) return 'quiz.fiveMinutesLeft';
  return null;
}

/**
 * The exam timer's announcements: a polite live region apart from the timer (role=timer is
 * never announced as it counts), whose text changes only at 5 minutes and at 1 minute left.
 */
function TimeWarning({ remaining }: { remaining: number | null }) {
  const { t } = useTranslation();
  const [start] = useState(remaining);
  const key = timeWarningKey(remaining, start);
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden} data-testid="time-warning">
      {key ? t(key) : ''}
    </Box>
  );
}

export function QuizHeader({
  title,
  subtitle,
  index,
  total,
  answers,
  remaining,
  onJump,
}: {
  title: string;
  subtitle?: string;
  index: number;
  total: number;
  answers: GivenAnswer[];
  remaining: number | null;
  onJump: (i: number) => void;
}) {
  const { t } = useTranslation();
  const answered = answers.filter((a) => isAnswered(a)).length;
  const low = remaining !== null && remaining <= 60;
  return (
    <Box sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="h1">
            {title}
          </Typography>
          {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
        </Box>
        {remaining !== null && (
          <Chip
            icon={<TimerOutlined />}
            color={low ? 'error' : 'primary'}
            label={formatClock(remaining)}
            aria-label={`${t('quiz.timeLeft')}: ${formatClock(remaining)}`}
            role="timer"
            aria-live="off"
            sx={{ fontSize: '1.1rem', fontVariantNumeric: 'tabular-nums', px: 1 }}
            data-testid="quiz-timer"
          />
        )}
      </Box>
      {remaining !== null && <TimeWarning remaining={remaining} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 2 }}>
        <TextField
          select
          size="small"
          fullWidth={false}
          label={t('quiz.jumpTo')}
          value={index}
          onChange={(e) => onJump(Number(e.target.value))}
          sx={{ minWidth: 200 }}
        >
          {Array.from({ length: total }, (_, i) => (
            <MenuItem key={i} value={i}>
              {t('quiz.questionN', { n: i + 1 })} {isAnswered(answers[i]) ? t('quiz.answeredMark') : ''}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Typography variant="body2" color="text.secondary" id="quiz-progress-label">
            {t('quiz.progress', { answered, total })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={total ? (answered / total) * 100 : 0}
            aria-labelledby="quiz-progress-label"
          />
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The save status above the questions. `keptOnDevice`: the answers waiting are kept on the
 * device (the outbox), said while retrying, as when the signal is gone but the phone still
 * counts itself online (the offline notice says it otherwise).
 */
export function SaveNotice({ status, pending = 0, keptOnDevice = false }: { status: SaveStatus; pending?: number; keptOnDevice?: boolean }) {
  const { t } = useTranslation();
  const waiting = pending > 0 && (
    <Typography variant="caption" component="span" data-testid="save-waiting" sx={{ display: 'block' }}>
      {t('quiz.waiting', { count: pending })}
    </Typography>
  );
  if (status === 'retrying') {
    return (
      <Alert severity="warning" role="status" sx={{ mb: 2 }} data-testid="save-retrying">
        {t('quiz.saveFailedRetrying')}
        {keptOnDevice && (
          <Typography variant="body2" component="span" data-testid="kept-on-device" sx={{ display: 'block' }}>
            {t('quiz.keptOnDevice')}
          </Typography>
        )}
        {waiting}
      </Alert>
    );
  }
  return (
    <Box role="status" aria-live="polite" data-testid="save-status" sx={{ minHeight: 24, mb: 1, color: 'text.secondary', display: 'flex', gap: 0.5, alignItems: 'center' }}>
      {status === 'saving' && (pending > 1 ? waiting : <Typography variant="caption">{t('quiz.savingNow')}</Typography>)}
      {status === 'saved' && (
        <>
          <CloudDoneOutlined fontSize="small" aria-hidden />
          <Typography variant="caption">{t('quiz.allSaved')}</Typography>
        </>
      )}
    </Box>
  );
}
