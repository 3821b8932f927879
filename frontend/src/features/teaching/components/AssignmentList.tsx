import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/config/paths';
import { useSchoolTime } from '../lib/format';
import type { Assignment } from '../types';
import { StateChip } from './StateChip';

/** Assignments as cards (a phone reads them one under another): title to the results, class, mode, state and window. */
export function AssignmentList({ items, label, showClass = true }: { items: Assignment[]; label: string; showClass?: boolean }) {
  const { t } = useTranslation();
  const time = useSchoolTime();
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {items.map((a) => (
        <Paper component="li" variant="outlined" key={a.id} sx={{ p: 2 }} data-testid="assignment-item">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
            <Link component={RouterLink} to={pathTo.assignmentResults(a.id)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {a.title}
            </Link>
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              <Chip size="small" variant="outlined" label={t(`teaching.modes.${a.mode}`)} />
              <StateChip state={a.state} />
            </Box>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {[showClass ? a.className : null, a.subject, a.topic].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="body2">
            {a.state === 'upcoming'
              ? t('teaching.assignments.opens', { date: time.format(a.opensAt) })
              : t(a.state === 'open' ? 'teaching.assignments.closes' : 'teaching.assignments.closed', { date: time.format(a.closesAt) })}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
