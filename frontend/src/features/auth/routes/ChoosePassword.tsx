import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/components/AuthLayout';
import { Form, FormPasswordField, useSchemaForm } from '@/components/form/Form';
import { useAppDispatch, useAppSelector } from '@/hooks/store';
import { useToast } from '@/hooks/useToast';
import { httpStatus, isNetworkError, serverErrorText } from '@/lib/errors';
import { roleOf, selectUser, signedOut, userUpdated } from '@/lib/session';
import { passwordSchema, type PasswordValues } from '@/lib/userApi';
import { PATHS } from '@/config/paths';
import { useChoosePasswordMutation, useMeQuery } from '../api';
import { destinationForRole, rememberedOneTimePassword, rememberOneTimePassword, storeSubjectsAndClass } from '../lib/signIn';

/**
 * /choose-password: whoever signed in with a one-time password (an imported account's slip)
 * chooses a password of their own before anything else; the guards send them here. The
 * one-time password typed at sign-in fills its field (it is asked for after a reload).
 */
export default function ChoosePassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const user = useAppSelector(selectUser);
  const uid = user?.uid ?? user?.id ?? '';
  const schema = useMemo(() => passwordSchema(t, true), [t]);
  const form = useSchemaForm(schema, {
    defaultValues: { currentPassword: rememberedOneTimePassword() ?? '', password: '', confirm: '' },
  });
  const [choose, { isLoading }] = useChoosePasswordMutation();
  // The server's word on the flag: a password chosen in another tab lets this one through too.
  const me = useMeQuery(undefined, { skip: !user, refetchOnMountOrArgChange: true });
  const serverSays = me.data?.data?.mustChangePassword;
  const meStatus = httpStatus(me.error);

  useEffect(() => {
    if (serverSays === false) dispatch(userUpdated({ mustChangePassword: false }));
  }, [serverSays, dispatch]);
  useEffect(() => {
    if (meStatus === 401) dispatch(signedOut());
  }, [meStatus, dispatch]);

  if (!user) return <Navigate to={PATHS.login} replace />;
  const role = roleOf(user);
  if (!user.mustChangePassword) return <Navigate to={destinationForRole(role)} replace />;
  const name = user.name?.trim() || me.data?.data?.name?.trim() || user.username;

  const onSubmit = async ({ password, currentPassword }: PasswordValues) => {
    try {
      await choose({ uid, password, currentPassword }).unwrap();
    } catch (err) {
      return isNetworkError(err) ? t('settings.networkError') : (serverErrorText(err) ?? t('auth.choosePassword.failed'));
    }
    rememberOneTimePassword(null);
    const extra = role === 'admin' ? {} : await storeSubjectsAndClass(dispatch, uid);
    dispatch(userUpdated({ mustChangePassword: false, ...extra }));
    toast.success(t('auth.choosePassword.done'), t('common.success'));
    navigate(destinationForRole(role), { replace: true });
    return null;
  };

  return (
    <AuthLayout>
      <Typography variant="h1" component="h1" gutterBottom>
        {t('auth.choosePassword.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('auth.choosePassword.welcome', { name })}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }} id="choose-password-help">
        {t('auth.choosePassword.help')}
      </Typography>
      <Form form={form} onSubmit={onSubmit} sx={{ p: { xs: 0, sm: 0 }, border: 0 }}>
        <FormPasswordField<PasswordValues>
          name="currentPassword"
          label={t('auth.choosePassword.oneTime')}
          helperText={t('auth.choosePassword.oneTimeHelp')}
          autoComplete="current-password"
          required
        />
        <FormPasswordField<PasswordValues> name="password" label={t('settings.newPassword')} autoComplete="new-password" required />
        <FormPasswordField<PasswordValues> name="confirm" label={t('settings.confirmPassword')} autoComplete="new-password" required />
        <Button type="submit" variant="contained" size="large" disabled={isLoading}>
          {isLoading ? t('common.saving') : t('auth.choosePassword.save')}
        </Button>
      </Form>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to={PATHS.logout}>
          {t('auth.choosePassword.signOut')}
        </Link>
      </Box>
    </AuthLayout>
  );
}
