import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/components/AuthLayout';
import { useToast } from '@/hooks/useToast';
import { useRequestPasswordResetMutation } from '../api';
import { serverErrorText } from '@/lib/errors';
import { WEBMAIL_URL } from '@/lib/constants';
import { PATHS } from '@/config/paths';

export default function ForgotPassword() {
  const { t } = useTranslation();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [request, { isLoading }] = useRequestPasswordResetMutation();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    try {
      await request({ email: email.trim() }).unwrap();
      setSent(true);
    } catch (err) {
      toast.error(serverErrorText(err) ?? t('auth.resetFailed'), t('auth.resetFailedHeader'));
    }
  }

  return (
    <AuthLayout>
      {sent ? (
        <Stack spacing={2} data-testid="check-mail" sx={{ alignItems: 'center', textAlign: 'center' }}>
          <MarkEmailRead color="primary" sx={{ fontSize: 64 }} aria-hidden />
          <Typography variant="h1" component="h1">
            {t('auth.checkMail')}
          </Typography>
          <Typography color="text.secondary">{t('auth.checkMailText')}</Typography>
          <Button variant="contained" href={WEBMAIL_URL} target="_blank" rel="noopener noreferrer">
            {t('auth.openEmail')}
          </Button>
          <Link component={RouterLink} to="/">
            {t('auth.skipConfirm')}
          </Link>
        </Stack>
      ) : (
        <Box component="form" onSubmit={onSubmit}>
          <Typography variant="h1" component="h1" gutterBottom>
            {t('auth.forgotTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('auth.forgotText')}
          </Typography>
          <Stack spacing={2}>
            <TextField
              label={t('auth.email')}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button type="submit" variant="contained" size="large" disabled={isLoading}>
              {isLoading ? t('auth.sendingEmail') : t('auth.sendResetLink')}
            </Button>
            <Link component={RouterLink} to={PATHS.login} sx={{ textAlign: 'center' }}>
              {t('auth.backToLogin')}
            </Link>
          </Stack>
        </Box>
      )}
    </AuthLayout>
  );
}
