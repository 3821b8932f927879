import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { ErrorState } from '@/components/Feedback';
import { Form, FormPasswordField, useSchemaForm } from '@/components/form/Form';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useToast } from '@/hooks/useToast';
import { isNetworkError, serverErrorText } from '@/lib/errors';
import { passwordSchema, useUpdateUserMutation, type PasswordValues } from '@/lib/userApi';

/**
 * The password page of every role; `back` is the role's settings page (after saving, and
 * Cancel). `askCurrent`: the current password is asked for (students and teachers).
 */
export function PasswordForm({ back, askCurrent = true }: { back: string; askCurrent?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { uid } = useCurrentUser();
  const schema = useMemo(() => passwordSchema(t, askCurrent), [t, askCurrent]);
  const form = useSchemaForm(schema, { defaultValues: { currentPassword: '', password: '', confirm: '' } });
  const [update, { isLoading }] = useUpdateUserMutation();

  if (!uid) return <ErrorState message={t('settings.noUser')} />;

  const onSubmit = async ({ password, currentPassword }: PasswordValues) => {
    try {
      await update(askCurrent ? { uid, password, currentPassword } : { uid, password }).unwrap();
      toast.success(t('settings.passwordUpdated'), t('common.success'));
      form.reset();
      navigate(back);
      return null;
    } catch (err) {
      return isNetworkError(err) ? t('settings.networkError') : (serverErrorText(err) ?? t('settings.passwordFailed'));
    }
  };

  return (
    <Box sx={{ maxWidth: 520 }}>
      <PageHeader title={t('settings.passwordTitle')} />
      <Form form={form} onSubmit={onSubmit}>
        {askCurrent && (
          <FormPasswordField<PasswordValues> name="currentPassword" label={t('settings.currentPassword')} autoComplete="current-password" required />
        )}
        <FormPasswordField<PasswordValues> name="password" label={t('settings.newPassword')} autoComplete="new-password" required />
        <FormPasswordField<PasswordValues> name="confirm" label={t('settings.confirmPassword')} autoComplete="new-password" required />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" onClick={() => navigate(back)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? t('common.saving') : t('settings.updatePasswordButton')}
          </Button>
        </Box>
      </Form>
    </Box>
  );
}
