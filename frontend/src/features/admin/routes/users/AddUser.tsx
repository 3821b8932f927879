import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { PasswordField } from '@/components/PasswordField';
import { isNetworkError, serverErrorText } from '@/lib/errors';
import { useAdminCreateUserMutation } from '../../api';
import { ADD_USER_RETURN_MS, DEFAULT_ROLE, POPUP_MS, ROLES } from '../../lib/constants';
import type { NewUserForm } from '../../types';
import '../../lib/texts';
import { PATHS } from '@/config/paths';

const EMPTY: NewUserForm = { username: '', email: '', phoneNumber: '', role: DEFAULT_ROLE, password: '' };

type Notice = { severity: 'success' | 'error'; text: string };

/** Username, email, phone, role and password; Save, Save and Add Another, Cancel. */
export default function AddUser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState<NewUserForm>(EMPTY);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, setPending] = useState<'save' | 'another' | null>(null);
  const [create] = useAdminCreateUserMutation();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (fn: () => void, ms: number) => timers.current.push(setTimeout(fn, ms));
  const show = (n: Notice) => {
    setNotice(n);
    later(() => setNotice((cur) => (cur === n ? null : cur)), POPUP_MS);
  };

  const set = (key: keyof NewUserForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const save = async (another: boolean) => {
    const body: NewUserForm = {
      username: form.username.trim(),
      email: form.email.trim(),
      phoneNumber: form.phoneNumber.trim(),
      role: form.role.trim(),
      password: form.password,
    };
    if (!body.username || !body.email || !body.phoneNumber || !body.role || !body.password.trim()) {
      show({ severity: 'error', text: t('admin.addUser.fillAll') });
      return;
    }
    setPending(another ? 'another' : 'save');
    try {
      await create(body).unwrap();
      if (another) {
        setForm(EMPTY);
        show({ severity: 'success', text: t('admin.addUser.savedAnother') });
      } else {
        show({ severity: 'success', text: t('admin.addUser.saved') });
        later(() => navigate(PATHS.manageUsers), ADD_USER_RETURN_MS);
      }
    } catch (err) {
      show({
        severity: 'error',
        text: isNetworkError(err) ? t('admin.addUser.network') : (serverErrorText(err) ?? t('admin.addUser.failed')),
      });
    } finally {
      setPending(null);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void save(false);
  };

  const busy = pending !== null;
  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeader title={t('admin.addUser.title')} />
      <Paper variant="outlined" component="form" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          {notice && (
            <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
              {notice.text}
            </Alert>
          )}
          <TextField label={t('admin.addUser.username')} value={form.username} onChange={set('username')} required autoComplete="off" />
          <TextField label={t('admin.addUser.email')} type="email" value={form.email} onChange={set('email')} required autoComplete="off" />
          <TextField label={t('admin.addUser.phone')} type="tel" value={form.phoneNumber} onChange={set('phoneNumber')} required autoComplete="off" />
          <TextField select label={t('admin.addUser.role')} value={form.role} onChange={set('role')} required>
            {ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {t(`admin.roleOptions.${r}`)}
              </MenuItem>
            ))}
          </TextField>
          <PasswordField label={t('admin.addUser.password')} value={form.password} onChange={set('password')} required autoComplete="new-password" />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={busy}>
              {pending === 'save' ? t('common.saving') : t('admin.addUser.save')}
            </Button>
            <Button variant="outlined" disabled={busy} onClick={() => void save(true)}>
              {pending === 'another' ? t('common.saving') : t('admin.addUser.saveAnother')}
            </Button>
            <Button onClick={() => navigate(PATHS.manageUsers)} disabled={busy}>
              {t('common.cancel')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
