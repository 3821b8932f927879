import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/PasswordField';
import { ResultOverlay } from '@/components/ResultOverlay';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useToast } from '@/hooks/useToast';
import {
  useCheckEmailQuery,
  useCheckUsernameQuery,
  useOnboardingSignInMutation,
  useRegisterMutation,
} from '../api';
import { EMAIL_CHECK_MS, STORAGE, USERNAME_CHECK_MS } from '@/lib/constants';
import { isNetworkError, serverErrorText } from '@/lib/errors';
import { writeJson } from '@/lib/storage';
import { PATHS } from '@/config/paths';

type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'error';

function useAvailability(value: string, delay: number, enabled: (v: string) => boolean, kind: 'username' | 'email'): Availability {
  const debounced = useDebouncedValue(value.trim(), delay);
  const ready = debounced === value.trim() && enabled(debounced);
  const u = useCheckUsernameQuery(debounced, { skip: !ready || kind !== 'username' });
  const e = useCheckEmailQuery(debounced, { skip: !ready || kind !== 'email' });
  const q = kind === 'username' ? u : e;
  if (!ready) return 'idle';
  if (q.isFetching) return 'checking';
  if (q.isError) return 'error';
  if (q.data === undefined) return 'idle';
  return q.data ? 'taken' : 'available';
}

export const usernameCheckable = (v: string) => v.length >= 3;
export const emailCheckable = (v: string) => v.includes('@') && v.length >= 5;

export function SignUpStep({ onDone }: { onDone: (id: string) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form, setForm] = useState({ username: '', email: '', phoneNumber: '', password: '', confirmPassword: '' });
  const [mismatch, setMismatch] = useState(false);
  const [register, { isLoading }] = useRegisterMutation();
  const [signIn] = useOnboardingSignInMutation();
  const username = useAvailability(form.username, USERNAME_CHECK_MS, usernameCheckable, 'username');
  const email = useAvailability(form.email, EMAIL_CHECK_MS, emailCheckable, 'email');

  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [k]: e.target.value });

  const message = (a: Availability, kind: 'username' | 'email') => {
    if (a === 'checking') return { text: t('onboarding.checking'), error: false };
    if (a === 'available') return { text: t(`onboarding.${kind}Available`), error: false };
    if (a === 'taken') return { text: t(`onboarding.${kind}Taken`), error: true };
    if (a === 'error') return { text: t(`onboarding.${kind}Error`), error: true };
    return null;
  };
  const um = message(username, 'username');
  const em = message(email, 'email');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (form.password !== form.confirmPassword) {
      setMismatch(true);
      setTimeout(() => setMismatch(false), 3000);
      return;
    }
    try {
      const res = await register({
        username: form.username.trim(),
        email: form.email.trim(),
        phoneNumber: form.phoneNumber.trim(),
        password: form.password,
        confirmPassword: form.confirmPassword,
        role: 'student',
        status: 'active',
      }).unwrap();
      const id = res.docId ?? res.id;
      if (!id) throw new Error('no id');
      writeJson(STORAGE.userSignUp, { id, username: form.username.trim(), email: form.email.trim() });
      toast.success(t('onboarding.accountCreated'), t('common.success'));
      try {
        await signIn({ username: form.username.trim(), password: form.password }).unwrap();
      } catch (err) {
        console.error('Onboarding sign-in failed', err);
      }
      onDone(id);
    } catch (err) {
      toast.error(isNetworkError(err) ? t('onboarding.networkError') : (serverErrorText(err) ?? t('onboarding.registerFailed')), t('common.error'));
    }
  };

  return (
    <Box component="form" onSubmit={onSubmit}>
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('onboarding.signUpTitle')}
      </Typography>
      <Stack spacing={2}>
        <Box>
          <TextField label={t('onboarding.username')} value={form.username} onChange={set('username')} required autoComplete="username" error={!!um?.error} />
          {um && (
            <FormHelperText error={um.error} role="status" data-testid="username-status">
              {um.text}
            </FormHelperText>
          )}
        </Box>
        <Box>
          <TextField label={t('onboarding.email')} type="email" value={form.email} onChange={set('email')} required autoComplete="email" error={!!em?.error} />
          {em && (
            <FormHelperText error={em.error} role="status" data-testid="email-status">
              {em.text}
            </FormHelperText>
          )}
        </Box>
        <TextField label={t('onboarding.phoneNumber')} type="tel" value={form.phoneNumber} onChange={set('phoneNumber')} required autoComplete="tel" />
        <PasswordField label={t('onboarding.password')} value={form.password} onChange={set('password')} required autoComplete="new-password" />
        <PasswordField label={t('onboarding.confirmPassword')} value={form.confirmPassword} onChange={set('confirmPassword')} required autoComplete="new-password" />
        <Button type="submit" variant="contained" size="large" disabled={isLoading || username === 'taken' || email === 'taken'}>
          {isLoading ? t('onboarding.signingUp') : t('onboarding.signUp')}
        </Button>
        <Link component={RouterLink} to={PATHS.login} sx={{ textAlign: 'center' }}>
          {t('onboarding.haveAccount')}
        </Link>
      </Stack>
      <ResultOverlay open={mismatch} success={false} header={t('onboarding.oops')} message={t('onboarding.passwordsDontMatch')} onClose={() => setMismatch(false)} />
    </Box>
  );
}
