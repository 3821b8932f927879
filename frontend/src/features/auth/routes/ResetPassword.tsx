import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import type { TFunction } from 'i18next';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/components/AuthLayout';
import { Form, FormPasswordField, useSchemaForm } from '@/components/form/Form';
import { ResultOverlay } from '@/components/ResultOverlay';
import { useToast } from '@/hooks/useToast';
import { useConfirmPasswordResetMutation } from '../api';
import { serverErrorText } from '@/lib/errors';
import { PATHS } from '@/config/paths';

/** The reset token from the URL's fragment (`#token=...`), which browsers never send to a server. */
export function tokenFromFragment(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/** The new password twice: both filled ('Please fill in both fields.'), then equal. */
export const resetSchema = (t: TFunction) =>
  z
    .object({ password: z.string(), confirmPassword: z.string() })
    .refine((v) => v.password !== '' && v.confirmPassword !== '', { message: t('auth.fillBoth'), path: ['confirmPassword'] })
    .refine((v) => v.password === '' || v.confirmPassword === '' || v.password === v.confirmPassword, {
      message: t('auth.passwordsDontMatch'),
      path: ['confirmPassword'],
    });
type ResetValues = z.infer<ReturnType<typeof resetSchema>>;

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
  const schema = useMemo(() => resetSchema(t), [t]);
  const form = useSchemaForm(schema, { defaultValues: { password: '', confirmPassword: '' } });
  const [done, setDone] = useState<string | null>(null);
  const [confirm, { isLoading }] = useConfirmPasswordResetMutation();

  const onSubmit = async ({ password, confirmPassword }: ResetValues) => {
    try {
      await confirm({ token, password, confirmPassword }).unwrap();
      setDone(t('auth.resetDone'));
    } catch (err) {
      toast.error(serverErrorText(err) ?? t('auth.resetFailed'), t('auth.resetFailedHeader'));
    }
  };

  return (
    <AuthLayout>
      <Typography variant="h1" component="h1" sx={{ mb: 3 }}>
        {t('auth.resetTitle')}
      </Typography>
      <Form form={form} onSubmit={onSubmit} sx={{ p: { xs: 0, sm: 0 }, border: 0 }}>
        <FormPasswordField<ResetValues> name="password" label={t('auth.newPassword')} autoComplete="new-password" required />
        <FormPasswordField<ResetValues> name="confirmPassword" label={t('auth.confirmPassword')} autoComplete="new-password" required />
        <Button type="submit" variant="contained" size="large" disabled={isLoading}>
          {isLoading ? t('auth.settingPassword') : t('auth.setPassword')}
        </Button>
        <Link component={RouterLink} to={PATHS.login} sx={{ textAlign: 'center' }}>
          {t('auth.backToLogin')}
        </Link>
      </Form>
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
