import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import type { LoginSlip } from '../types';

/** The page's print settings: A4, narrow margins, and nothing of the app but the slips. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '10mm' },
      '@media print': {
        body: { background: '#fff' },
        '[data-print="hide"]': { display: 'none !important' },
      },
    }}
  />
);

/**
 * One slip a new student: the school, their name and class, their username and one-time
 * password, and what happens at first sign-in. Two columns of slips a page (eight to ten on A4),
 * cut along the dashed lines; the app's header and sidebar are not printed.
 */
export function LoginSlips({
  accounts,
  schoolName,
  onBack,
  backLabel,
}: {
  accounts: LoginSlip[];
  schoolName: string | null;
  onBack: () => void;
  /** The back button's words: the import's accounts unless said. */
  backLabel?: string;
}) {
  const { t } = useTranslation();
  // Where the student signs in: this server's own address, as the admin reaches it.
  const signInAddress = `${window.location.origin}/login`;
  return (
    <Box>
      {printStyles}
      <Box data-print="hide">
        <PageHeader
          title={t('admin.importUsers.slips.title')}
          subtitle={t('admin.importUsers.slips.count', { count: accounts.length })}
          actions={
            <>
              <Button variant="outlined" onClick={onBack}>
                {backLabel ?? t('admin.importUsers.slips.back')}
              </Button>
              <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()}>
                {t('admin.importUsers.slips.print')}
              </Button>
            </>
          }
        />
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('admin.importUsers.slips.help')}
        </Alert>
      </Box>
      <Box
        component="ul"
        aria-label={t('admin.importUsers.slips.title')}
        data-testid="login-slips"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          '@media print': { gridTemplateColumns: '1fr 1fr', gap: 0 },
        }}
      >
        {accounts.map((a) => (
          <Box
            component="li"
            key={a.id || a.username}
            data-testid="login-slip"
            sx={{
              border: '1px dashed',
              borderColor: 'text.secondary',
              borderRadius: 1,
              p: 2,
              breakInside: 'avoid',
              pageBreakInside: 'avoid',
              color: 'text.primary',
              bgcolor: 'background.paper',
              '@media print': { borderRadius: 0, color: '#000', borderColor: '#000', p: '5mm' },
            }}
          >
            <Typography variant="body2" sx={{ textTransform: 'uppercase', letterSpacing: 1, fontWeight: 700 }}>
              {schoolName ?? t('common.appName')}
            </Typography>
            <Typography component="p" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {a.name || a.username}
            </Typography>
            {a.className && <Typography variant="body2">{t('admin.importUsers.slips.class', { name: a.className })}</Typography>}
            <Box component="dl" sx={{ my: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}>
              <Typography component="dt">{t('admin.importUsers.slips.username')}</Typography>
              <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace', fontSize: '1.05rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
                {a.username}
              </Typography>
              <Typography component="dt">{t('admin.importUsers.slips.password')}</Typography>
              <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace', fontSize: '1.05rem', fontWeight: 700 }}>
                {a.oneTimePassword}
              </Typography>
            </Box>
            <Typography variant="body2">{t('admin.importUsers.slips.signInAt', { address: signInAddress })}</Typography>
            <Typography variant="body2">{t('admin.importUsers.slips.firstSignIn')}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
