import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useGetMarkChangesQuery, useSchoolTimeZone } from '@/lib/commonApi';
import { formatDateTimeIn } from '@/lib/time';

/** The teacher's changes of mark on an assignment's attempt, as its student reads them: none, nothing shown. */
export function MarkChanges({ attemptId }: { attemptId: string }) {
  const { t, i18n } = useTranslation();
  const timeZone = useSchoolTimeZone();
  const { data: changes = [] } = useGetMarkChangesQuery(attemptId);
  if (changes.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="mark-changes-title" sx={{ p: 2, mb: 2 }}>
      <Typography id="mark-changes-title" variant="h6" component="h2">
        {t('attempts.markChanges')}
      </Typography>
      <List dense>
        {changes.map((c) => (
          <ListItem key={`${c.number}-${c.at}`} disableGutters>
            <ListItemText
              primary={t('attempts.markChange', { number: c.number, from: c.from, to: c.to })}
              secondary={`${c.comment} — ${c.byName ?? ''}, ${formatDateTimeIn(c.at, timeZone, i18n.language)}`}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
