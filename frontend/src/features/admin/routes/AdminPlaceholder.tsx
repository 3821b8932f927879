import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/Logo';

/** Placeholder until the admin back-office (features/admin) is built. */
export default function AdminPlaceholder() {
  const { t } = useTranslation();
  return (
    <Stack component="main" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '80vh', p: 3, textAlign: 'center' }}>
      <Logo />
      <Typography variant="h1" component="h1">
        {t('admin.placeholderTitle')}
      </Typography>
      <Typography color="text.secondary">{t('admin.placeholderText')}</Typography>
      <Button component={RouterLink} to="/logout" variant="outlined">
        {t('nav.logout')}
      </Button>
    </Stack>
  );
}
