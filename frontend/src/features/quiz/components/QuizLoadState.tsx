import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/Feedback';
import { PATHS } from '@/config/paths';

export function QuizLoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', mt: 4 }}>
      <ErrorState message={message} onRetry={onRetry} />
      <Button component={RouterLink} to={PATHS.subjects} sx={{ mt: 2 }}>
        {t('nav.subjects')}
      </Button>
    </Box>
  );
}
