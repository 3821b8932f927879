import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function Logo({ size = 36 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="img" src="/favicon.svg" alt={t('common.logoAlt')} width={size} height={size} />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: size * 0.6, color: 'primary.main' }}>
        {t('common.appName')}
      </Typography>
    </Box>
  );
}
