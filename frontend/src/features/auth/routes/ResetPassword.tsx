import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/components/AuthLayout';
import { PasswordField } from '@/components/PasswordField';
import { ResultOverlay } from '@/components/ResultOverlay';
import { useToast } from '@/hooks/useToast';
import { useConfirmPasswordResetMutation } from '../api';
import { serverErrorText } from '@/lib/errors';
import { PATHS } from '@/config/paths';

/** The reset token from the URL's fragment (`#token=...`), which browsers never send to a server. */
export function tokenFromFragment(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

export default function ResetPassword() {
  const { t } = useTranslation();
  const { token: tokenInPath } = useParams();
  const location = useLocation();
  const token = tokenInPath ?? tokenFromFragment(location.hash);
  const navigate = useNavigate();
  // A link in the spec's older form (`/reset-password/<token>`) moves its token into the
  // fragment at once, so it stays out of the history, later requests and Referer headers.
  useEffect(() => {
    if (tokenInPath) navigate(`${PATHS.resetPasswordLink}#token=${encodeURIComponent(tokenInPath)}`, { replace: true });
  }, [tokenInPath, navigate]);
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirm, { isLoading }] = useConfirmPasswordResetMutation();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!password || !confirmPassword) return setProblem(t('auth.fillBoth'));
    if (password !== confirmPassword) return setProblem(t('auth.passwordsDontMatch'));
    setProblem(null);
    try {
      await confirm({ token, password, confirmPassword }).unwrap();
      setDone(t('auth.resetDone'));
    } catch (err) {
      toast.error(serverErrorText(err) ?? t('auth.resetFailed'), t('auth.resetFailedHeader'));
    }
  }

  return (
    <AuthLayout>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Typography variant="h1" component="h1" sx={{ mb: 3 }}>
          {t('auth.resetTitle')}
        </Typography>
        <Stack spacing={2}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <PasswordField
            label={t('auth.newPassword')}
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordField
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            required
            value={confirmPassword}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <Button type="submit" variant="contained" size="large" disabled={isLoading}>
            {isLoading ? t('auth.settingPassword') : t('auth.setPassword')}
          </Button>
          <Link component={RouterLink} to={PATHS.login} sx={{ textAlign: 'center' }}>
            {t('auth.backToLogin')}
          </Link>
        </Stack>
      </Box>
      <ResultOverlay
        open={!!done}
        success
        header={t('common.success')}
        message={done ?? ''}
        onClose={() => navigate(PATHS.login, { replace: true })}
      />
    </AuthLayout>
  );
}
