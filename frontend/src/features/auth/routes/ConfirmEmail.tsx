import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/components/AuthLayout';
import { useConfirmEmailMutation } from '../api';
import { serverErrorText } from '@/lib/errors';
import { tokenFromFragment } from './ResetPassword';
import { PATHS } from '@/config/paths';

/** The page a new email address's confirmation link opens (`/confirm-email#token=...`). */
export default function ConfirmEmail() {
  const { t } = useTranslation();
  const location = useLocation();
  const token = tokenFromFragment(location.hash);
  const [confirm] = useConfirmEmailMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (!token) {
      setOutcome({ ok: false, text: t('auth.emailConfirmFailed') });
      return;
    }
    confirm({ token })
      .unwrap()
      .then(() => setOutcome({ ok: true, text: t('auth.emailConfirmed') }))
      .catch((err: unknown) => setOutcome({ ok: false, text: serverErrorText(err) ?? t('auth.emailConfirmFailed') }));
  }, [token, confirm, t]);

  return (
    <AuthLayout>
      <Stack spacing={2}>
        <Typography variant="h1" component="h1">
          {t('auth.emailConfirmTitle')}
        </Typography>
        {outcome ? <Alert severity={outcome.ok ? 'success' : 'error'}>{outcome.text}</Alert> : <Typography>{t('auth.emailConfirming')}</Typography>}
        <Link component={RouterLink} to={PATHS.login} sx={{ textAlign: 'center' }}>
          {t('auth.backToLogin')}
        </Link>
      </Stack>
    </AuthLayout>
  );
}
