import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAIN_ID } from '@/components/SkipLink';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <Stack component="main" id={MAIN_ID} tabIndex={-1} spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '70vh', p: 3, textAlign: 'center' }}>
      <Typography variant="h1" component="h1">
        {t('common.notFound')}
      </Typography>
      <Typography color="text.secondary">{t('common.notFoundText')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('common.backHome')}
      </Button>
    </Stack>
  );
}
