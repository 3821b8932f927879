import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/Logo';
import { LanguageSwitch } from '@/components/LanguageSwitch';

/** A minimal landing page; the full one (features/landing) comes with the admin work. */
export default function Landing() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', p: 2, gap: 2 }}>
        <Logo />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <LanguageSwitch />
          <Button component={RouterLink} to="/login" variant="outlined">
            {t('landing.login')}
          </Button>
        </Box>
      </Box>
      <Stack component="main" spacing={3} sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 3 }}>
        <Typography variant="h1" component="h1" sx={{ maxWidth: 720 }}>
          {t('landing.hero')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 600 }}>
          {t('landing.heroText')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button component={RouterLink} to="/userJourney" variant="contained" size="large">
            {t('landing.start')}
          </Button>
          <Button component={RouterLink} to="/login" variant="outlined" size="large">
            {t('landing.teacher')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
