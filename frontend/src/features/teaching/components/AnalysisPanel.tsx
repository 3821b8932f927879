import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton, EmptyState, ErrorState } from '@/components/Feedback';
import { useAnalysisQuery } from '../api';
import { messageOf } from '../lib/format';
import type { Flag, QuestionStats } from '../types';
import { Bar } from './Bar';

const FLAG_COLOURS: Record<Flag, 'info' | 'warning' | 'error'> = {
  tooEasy: 'info',
  tooHard: 'warning',
  negativeDiscrimination: 'error',
  weakDiscrimination: 'warning',
};

const num = (n: number | null | undefined, digits = 1) => (n === null || n === undefined ? '—' : n.toFixed(digits));

/** Per question: facility, discrimination, mean mark, flags in words, and for a multiple choice how many chose each option. */
export function AnalysisPanel({ assignmentId }: { assignmentId: string }) {
  const { t } = useTranslation();
  const q = useAnalysisQuery(assignmentId, { refetchOnMountOrArgChange: true });
  if (q.isError) return <ErrorState message={messageOf(q.error, t('teaching.analysis.loadFailed'))} onRetry={() => void q.refetch()} />;
  if (q.isLoading || !q.data) return <CardsSkeleton count={3} height={120} />;
  const { attempts, questions } = q.data;
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        <Typography variant="body2">{t('teaching.analysis.facilityHelp')}</Typography>
        <Typography variant="body2">{t('teaching.analysis.discriminationHelp')}</Typography>
      </Alert>
      <Typography sx={{ mb: 2 }}>{t('teaching.analysis.over', { count: attempts })}</Typography>
      {attempts === 0 || questions.length === 0 ? (
        <EmptyState message={t('teaching.analysis.empty')} />
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {questions.map((s) => (
            <QuestionCard key={s.number} s={s} attempts={attempts} />
          ))}
        </Box>
      )}
    </>
  );
}

function QuestionCard({ s, attempts }: { s: QuestionStats; attempts: number }) {
  const { t } = useTranslation();
  const headingId = `analysis-q${s.number}`;
  const facts: [string, string][] = [
    [t('teaching.analysis.facility'), s.facility === null ? '—' : `${num(s.facility)}%`],
    [t('teaching.analysis.discrimination'), s.discrimination === null ? '—' : `${num(s.discrimination)}%`],
    [t('teaching.analysis.meanMark'), t('teaching.analysis.outOf', { mark: num(s.meanMark, 2), marks: s.marks })],
  ];
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-labelledby={headingId} data-testid="analysis-question">
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
        {t('teaching.analysis.question', { n: s.number, text: s.question })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(s.type === 'mcq' ? 'teaching.analysis.mcq' : 'teaching.analysis.shortAnswer')}
      </Typography>
      {s.flags.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }} aria-label={t('teaching.analysis.flags')} role="group">
          {s.flags.map((f) => (
            <Chip key={f} size="small" color={FLAG_COLOURS[f] ?? 'warning'} icon={<WarningAmberOutlined />} label={t(`teaching.flags.${f}`)} />
          ))}
        </Box>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: s.options?.length ? 2 : 0 }}>
        {facts.map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {k}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {v}
            </Typography>
          </Box>
        ))}
      </Box>
      {s.type === 'mcq' && s.options && s.options.length > 0 && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('teaching.analysis.options')}
          </Typography>
          <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={t('teaching.analysis.optionsOf', { n: s.number })}>
            {s.options.map((o) => (
              <Bar
                key={o.option}
                label={o.option}
                value={o.chosen}
                max={attempts}
                text={t('teaching.analysis.chosen', { count: o.chosen })}
                marked={o.correct ? t('teaching.analysis.correct') : undefined}
              />
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}
