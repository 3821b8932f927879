import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Logo } from './Logo';
import { LanguageSwitch } from './LanguageSwitch';
import { MAIN_ID } from '@/components/SkipLink';

/** Two columns: the logo and form on one side, a decorative picture on the other. */
export function AuthLayout({ children, image = '/images/books.svg' }: { children: ReactNode; image?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ display: 'flex', flexDirection: 'column', p: { xs: 2, sm: 4 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 4 }}>
          <Logo />
          <LanguageSwitch />
        </Box>
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 } }}>
            {children}
          </Paper>
        </Box>
      </Box>
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'flex' },
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'primary.main',
          p: 6,
        }}
      >
        <Box component="img" src={image} alt={t('common.booksAlt')} sx={{ maxWidth: '80%', maxHeight: '70vh' }} />
      </Box>
    </Box>
  );
}
