import { useEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import type { TFunction } from 'i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { Form, FormPasswordField, FormTextField, useSchemaForm } from '@/components/form/Form';
import { isNetworkError, serverErrorText } from '@/lib/errors';
import { useAdminCreateUserMutation } from '../../api';
import { RoleSelect, UserNameEmailFields } from '../../components/UserFields';
import { ADD_USER_RETURN_MS, DEFAULT_ROLE, POPUP_MS } from '../../lib/constants';
import type { NewUserForm } from '../../types';
import '../../lib/texts';
import { PATHS } from '@/config/paths';

/** Every field non-blank ('Please fill out all fields.'); the password is sent as typed. */
const newUserSchema = (t: TFunction) => {
  const filled = z.string().trim().min(1, t('admin.addUser.fillAll'));
  return z.object({
    username: filled,
    email: filled,
    phoneNumber: filled,
    role: filled,
    password: z.string().refine((p) => p.trim() !== '', t('admin.addUser.fillAll')),
  });
};

const EMPTY: NewUserForm = { username: '', email: '', phoneNumber: '', role: DEFAULT_ROLE, password: '' };

type Notice = { severity: 'success' | 'error'; text: string };

/** Username, email, phone, role and password; Save, Save and Add Another, Cancel. */
export default function AddUser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const schema = useMemo(() => newUserSchema(t), [t]);
  const form = useSchemaForm(schema, { defaultValues: EMPTY });
  const [notice, setNotice] = useState<Notice | null>(null);
  // Which button sent the form (its label reads 'Saving...' while the form is sent).
  const [sender, setSender] = useState<'save' | 'another'>('save');
  const sentBy = useRef(sender);
  const sendWith = (button: 'save' | 'another') => () => {
    sentBy.current = button;
    setSender(button);
  };
  const [create] = useAdminCreateUserMutation();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (fn: () => void, ms: number) => timers.current.push(setTimeout(fn, ms));
  const show = (n: Notice) => {
    setNotice(n);
    later(() => setNotice((cur) => (cur === n ? null : cur)), POPUP_MS);
  };
  // Notices, the missing-fields one too, go after 3 s.
  const { submitCount } = form.formState;
  useEffect(() => {
    if (!submitCount) return;
    const id = setTimeout(() => form.clearErrors(), POPUP_MS);
    return () => clearTimeout(id);
  }, [submitCount, form]);

  const onSubmit = async (body: NewUserForm) => {
    setNotice(null);
    try {
      await create(body).unwrap();
      if (sentBy.current === 'another') {
        form.reset(EMPTY, { keepDirtyValues: false });
        show({ severity: 'success', text: t('admin.addUser.savedAnother') });
      } else {
        show({ severity: 'success', text: t('admin.addUser.saved') });
        later(() => navigate(PATHS.manageUsers), ADD_USER_RETURN_MS);
      }
    } catch (err) {
      show({ severity: 'error', text: isNetworkError(err) ? t('admin.addUser.network') : (serverErrorText(err) ?? t('admin.addUser.failed')) });
    }
  };

  const busy = form.formState.isSubmitting;
  const pending = busy ? sender : null;
  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeader title={t('admin.addUser.title')} />
      <Form
        form={form}
        onSubmit={onSubmit}
        header={
          notice && (
            <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
              {notice.text}
            </Alert>
          )
        }
      >
        <UserNameEmailFields screen="addUser" />
        <FormTextField<NewUserForm> name="phoneNumber" label={t('admin.addUser.phone')} type="tel" required autoComplete="off" />
        <RoleSelect label={t('admin.addUser.role')} names="admin.roleOptions" required />
        <FormPasswordField<NewUserForm> name="password" label={t('admin.addUser.password')} required autoComplete="new-password" />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={busy} onClick={sendWith('save')}>
            {pending === 'save' ? t('common.saving') : t('admin.addUser.save')}
          </Button>
          <Button type="submit" variant="outlined" disabled={busy} onClick={sendWith('another')}>
            {pending === 'another' ? t('common.saving') : t('admin.addUser.saveAnother')}
          </Button>
          <Button onClick={() => navigate(PATHS.manageUsers)} disabled={busy}>
            {t('common.cancel')}
          </Button>
        </Box>
      </Form>
    </Box>
  );
}
