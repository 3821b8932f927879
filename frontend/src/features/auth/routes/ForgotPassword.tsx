import { useMemo, useState } from 'react';
import { z } from 'zod';
import type { TFunction } from 'i18next';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/components/AuthLayout';
import { Form, FormTextField, useSchemaForm } from '@/components/form/Form';
import { useToast } from '@/hooks/useToast';
import { useRequestPasswordResetMutation } from '../api';
import { serverErrorText } from '@/lib/errors';
import { WEBMAIL_URL } from '@/lib/constants';
import { PATHS } from '@/config/paths';

/** The account's email (the browser checks its format first). */
export const forgotSchema = (t: TFunction) => z.object({ email: z.string().trim().min(1, t('auth.emailNeeded')) });
type ForgotValues = z.infer<ReturnType<typeof forgotSchema>>;

export default function ForgotPassword() {
  const { t } = useTranslation();
  const toast = useToast();
  const schema = useMemo(() => forgotSchema(t), [t]);
  const form = useSchemaForm(schema, { defaultValues: { email: '' } });
  const [sent, setSent] = useState(false);
  const [request, { isLoading }] = useRequestPasswordResetMutation();

  const onSubmit = async ({ email }: ForgotValues) => {
    try {
      await request({ email }).unwrap();
      setSent(true);
    } catch (err) {
      toast.error(serverErrorText(err) ?? t('auth.resetFailed'), t('auth.resetFailedHeader'));
    }
  };

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
        <>
          <Typography variant="h1" component="h1" gutterBottom>
            {t('auth.forgotTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('auth.forgotText')}
          </Typography>
          <Form form={form} onSubmit={onSubmit} noValidate={false} sx={{ p: { xs: 0, sm: 0 }, border: 0 }}>
            <FormTextField<ForgotValues> name="email" label={t('auth.email')} type="email" autoComplete="email" required />
            <Button type="submit" variant="contained" size="large" disabled={isLoading}>
              {isLoading ? t('auth.sendingEmail') : t('auth.sendResetLink')}
            </Button>
            <Link component={RouterLink} to={PATHS.login} sx={{ textAlign: 'center' }}>
              {t('auth.backToLogin')}
            </Link>
          </Form>
        </>
      )}
    </AuthLayout>
  );
}
