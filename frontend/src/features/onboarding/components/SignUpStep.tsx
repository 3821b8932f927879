import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { z } from 'zod';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormPasswordField, FormTextField, useSchemaForm } from '@/components/form/Form';
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

/**
 * The new account (the browser asks for each field first), sent trimmed but for the passwords,
 * which must match ('Passwords do not match.').
 */
export const signUpSchema = (t: TFunction) =>
  z
    .object({ username: z.string().trim(), email: z.string().trim(), phoneNumber: z.string().trim(), password: z.string(), confirmPassword: z.string() })
    .refine((v) => v.password === v.confirmPassword, { message: t('onboarding.passwordsDontMatch'), path: ['confirmPassword'] });
type SignUpValues = z.infer<ReturnType<typeof signUpSchema>>;

export function SignUpStep({ onDone }: { onDone: (id: string) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const schema = useMemo(() => signUpSchema(t), [t]);
  const form = useSchemaForm(schema, { defaultValues: { username: '', email: '', phoneNumber: '', password: '', confirmPassword: '' } });
  // The mismatch shows in an 'Oops!' overlay for 3 s, not above the fields as in Form (which would show it twice).
  const [oops, setOops] = useState(false);
  const [register, { isLoading }] = useRegisterMutation();
  const [signIn] = useOnboardingSignInMutation();
  const username = useAvailability(form.watch('username'), USERNAME_CHECK_MS, usernameCheckable, 'username');
  const email = useAvailability(form.watch('email'), EMAIL_CHECK_MS, emailCheckable, 'email');

  const message = (a: Availability, kind: 'username' | 'email') => {
    if (a === 'checking') return { text: t('onboarding.checking'), error: false };
    if (a === 'available') return { text: t(`onboarding.${kind}Available`), error: false };
    if (a === 'taken') return { text: t(`onboarding.${kind}Taken`), error: true };
    if (a === 'error') return { text: t(`onboarding.${kind}Error`), error: true };
    return null;
  };
  const um = message(username, 'username');
  const em = message(email, 'email');

  const onSubmit = async (v: SignUpValues) => {
    try {
      const res = await register({ ...v, role: 'student', status: 'active' }).unwrap();
      const id = res.docId ?? res.id;
      if (!id) throw new Error('no id');
      writeJson(STORAGE.userSignUp, { id, username: v.username, email: v.email });
      toast.success(t('onboarding.accountCreated'), t('common.success'));
      try {
        await signIn({ username: v.username, password: v.password }).unwrap();
      } catch (err) {
        console.error('Onboarding sign-in failed', err);
      }
      onDone(id);
    } catch (err) {
      toast.error(isNetworkError(err) ? t('onboarding.networkError') : (serverErrorText(err) ?? t('onboarding.registerFailed')), t('common.error'));
    }
  };
  const submit = form.handleSubmit(onSubmit, () => {
    setOops(true);
    setTimeout(() => setOops(false), 3000);
  });

  return (
    <FormProvider {...form}>
      <Box component="form" onSubmit={(e) => void submit(e)}>
        <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
          {t('onboarding.signUpTitle')}
        </Typography>
        <Stack spacing={2}>
          <Box>
            <FormTextField<SignUpValues> name="username" label={t('onboarding.username')} required autoComplete="username" error={!!um?.error} />
            {um && (
              <FormHelperText error={um.error} role="status" data-testid="username-status">
                {um.text}
              </FormHelperText>
            )}
          </Box>
          <Box>
            <FormTextField<SignUpValues> name="email" label={t('onboarding.email')} type="email" required autoComplete="email" error={!!em?.error} />
            {em && (
              <FormHelperText error={em.error} role="status" data-testid="email-status">
                {em.text}
              </FormHelperText>
            )}
          </Box>
          <FormTextField<SignUpValues> name="phoneNumber" label={t('onboarding.phoneNumber')} type="tel" required autoComplete="tel" />
          <FormPasswordField<SignUpValues> name="password" label={t('onboarding.password')} required autoComplete="new-password" />
          <FormPasswordField<SignUpValues> name="confirmPassword" label={t('onboarding.confirmPassword')} required autoComplete="new-password" />
          <Button type="submit" variant="contained" size="large" disabled={isLoading || username === 'taken' || email === 'taken'}>
            {isLoading ? t('onboarding.signingUp') : t('onboarding.signUp')}
          </Button>
          <Link component={RouterLink} to={PATHS.login} sx={{ textAlign: 'center' }}>
            {t('onboarding.haveAccount')}
          </Link>
        </Stack>
        <ResultOverlay
          open={oops}
          success={false}
          header={t('onboarding.oops')}
          message={form.formState.errors.confirmPassword?.message ?? ''}
          onClose={() => setOops(false)}
        />
      </Box>
    </FormProvider>
  );
}
