import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/time';
import type { QuestionVersion } from '../types';
import '../lib/texts';

/** The question's earlier versions, newest first, folded away under the form. */
export function VersionHistory({ versions }: { versions: QuestionVersion[] }) {
  const { t, i18n } = useTranslation();
  const newestFirst = [...versions].reverse();
  return (
    <Accordion variant="outlined" disableGutters sx={{ mt: 2 }} slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls="history-content" id="history-header">
        <Typography component="span" variant="subtitle1">
          {t('bank.editor.history', { count: versions.length })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="history-content">
        {newestFirst.length === 0 ? (
          <Typography color="text.secondary">{t('bank.editor.historyEmpty')}</Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {newestFirst.map((v) => {
              const date = formatDate(v.changedAt ?? null, i18n.language);
              return (
                <li key={v.version}>
                  <Typography variant="body2" color="text.secondary">
                    {v.changedBy
                      ? t('bank.editor.changedBy', { n: v.version, date, who: v.changedBy })
                      : t('bank.editor.changedOn', { n: v.version, date })}
                  </Typography>
                  <Typography>{v.question}</Typography>
                  {(v.subject || v.topic) && (
                    <Typography variant="body2" color="text.secondary">
                      {[v.subject, v.classLevel, v.topic].filter(Boolean).join(' · ')}
                    </Typography>
                  )}
                </li>
              );
            })}
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
