import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The loading state of a whole page. A module of its own (re-exported by Feedback) because the
 * app shell shows it while a page's code downloads: the shell must not carry the other states.
 */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{label ?? t('common.loading')}</Typography>
    </Box>
  );
}
