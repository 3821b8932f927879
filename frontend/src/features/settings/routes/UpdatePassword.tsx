import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { PasswordField } from '@/components/PasswordField';
import { ErrorState } from '@/components/Feedback';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useToast } from '@/hooks/useToast';
import { useUpdateUserMutation } from '../api';
import { isNetworkError, serverErrorText } from '@/lib/errors';
import { PATHS } from '@/config/paths';

export default function UpdatePassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { uid } = useCurrentUser();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateUserMutation();

  if (!uid) return <ErrorState message={t('settings.noUser')} />;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password || !confirm) return setProblem(t('settings.fillBoth'));
    if (password !== confirm) return setProblem(t('settings.passwordsDontMatch'));
    setProblem(null);
    try {
      await update({ uid, password }).unwrap();
      toast.success(t('settings.passwordUpdated'), t('common.success'));
      setPassword('');
      setConfirm('');
      navigate(PATHS.settings);
    } catch (err) {
      setProblem(isNetworkError(err) ? t('settings.networkError') : (serverErrorText(err) ?? t('settings.passwordFailed')));
    }
  };

  return (
    <Box sx={{ maxWidth: 520 }}>
      <PageHeader title={t('settings.passwordTitle')} />
      <Paper variant="outlined" component="form" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <PasswordField label={t('settings.newPassword')} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
          <PasswordField label={t('settings.confirmPassword')} autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} required />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="outlined" onClick={() => navigate(PATHS.settings)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={isLoading}>
              {isLoading ? t('common.saving') : t('settings.updatePasswordButton')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
