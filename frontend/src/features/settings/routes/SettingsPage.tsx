import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LockReset from '@mui/icons-material/LockReset';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Translate from '@mui/icons-material/Translate';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { PATHS } from '@/config/paths';

export default function SettingsPage() {
  const { t } = useTranslation();
  const cards = [
    { to: PATHS.updatePassword, icon: <LockReset fontSize="large" />, title: t('settings.updatePassword'), text: t('settings.updatePasswordText') },
    { to: PATHS.updateUserDetails, icon: <ManageAccounts fontSize="large" />, title: t('settings.updateDetails'), text: t('settings.updateDetailsText') },
  ];
  return (
    <>
      <PageHeader title={t('settings.title')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {cards.map((c) => (
          <Card key={c.to}>
            <CardActionArea component={RouterLink} to={c.to} sx={{ height: '100%' }}>
              <CardContent>
                <Box sx={{ color: 'primary.main', mb: 1 }} aria-hidden>
                  {c.icon}
                </Box>
                <Typography variant="h3" component="h2" gutterBottom>
                  {c.title}
                </Typography>
                <Typography color="text.secondary">{c.text}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
        <Card>
          <CardContent>
            <Box sx={{ color: 'primary.main', mb: 1 }} aria-hidden>
              <Translate fontSize="large" />
            </Box>
            <Typography variant="h3" component="h2" gutterBottom>
              {t('common.language')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('settings.languageText')}
            </Typography>
            <LanguageSwitch size="medium" fullWidth />
          </CardContent>
        </Card>
      </Box>
    </>
  );
}
