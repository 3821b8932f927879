import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { ErrorState, PageLoader } from '@/components/Feedback';
import { useToast } from '@/hooks/useToast';
import { useGetSubjectsForClassQuery, useGetUserClassQuery, useGetUserQuery, useGetUserSubjectsQuery } from '@/lib/commonApi';
import { CLASS_LEVELS } from '@/lib/constants';
import { serverErrorText } from '@/lib/errors';
import { useUpdateUserMutation } from '@/lib/userApi';
import { useAdminDeleteUserMutation, useAdminSetClassMutation, useAdminSetSubjectsMutation } from '../../api';
import { PictureDialog } from '../../components/PictureDialog';
import { DELETE_RETURN_MS, EDIT_RETURN_MS, ROLES, STATUSES } from '../../lib/constants';
import '../../lib/texts';
import { PATHS, pathTo } from '@/config/paths';

interface FormState {
  username: string;
  email: string;
  resident: string;
  age: string;
  status: string;
  role: string;
}

export default function EditUser() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const user = useGetUserQuery(id, { skip: !id });
  const cls = useGetUserClassQuery(id, { skip: !id });
  const own = useGetUserSubjectsQuery(id, { skip: !id });
  const [form, setForm] = useState<FormState | null>(null);
  const [className, setClassName] = useState('');
  const [subjects, setSubjects] = useState<string[] | null>(null);
  const [pic, setPic] = useState<string | null>(null);
  const [pictureOpen, setPictureOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const classSubjects = useGetSubjectsForClassQuery(className, { skip: !className });
  const [updateUser, { isLoading: savingUser }] = useUpdateUserMutation();
  const [setClass, { isLoading: savingClass }] = useAdminSetClassMutation();
  const [setSubjectsCall, { isLoading: savingSubjects }] = useAdminSetSubjectsMutation();
  const [remove, { isLoading: deleting }] = useAdminDeleteUserMutation();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  useEffect(() => {
    const u = user.data;
    if (u && !form) {
      setForm({
        username: u.username ?? '',
        email: u.email ?? '',
        resident: u.resident ?? '',
        age: u.age === null || u.age === undefined ? '' : String(u.age),
        status: u.status ?? 'active',
        role: (u.role ?? 'student').toLowerCase(),
      });
      setPic(u.profilePic ?? null);
    }
  }, [user.data, form]);
  useEffect(() => {
    if (!className && (cls.isSuccess || cls.isError)) setClassName(cls.data || user.data?.className || '');
  }, [cls.isSuccess, cls.isError, cls.data, user.data?.className, className]);
  useEffect(() => {
    if (subjects === null && (own.isSuccess || own.isError)) setSubjects(own.data ?? user.data?.subjects ?? []);
  }, [own.isSuccess, own.isError, own.data, user.data?.subjects, subjects]);

  const chosen = useMemo(() => subjects ?? [], [subjects]);
  const options = useMemo(() => [...new Set([...(classSubjects.data ?? []).map((s) => s.name), ...chosen])], [classSubjects.data, chosen]);

  if (user.isLoading) return <PageLoader />;
  if (user.isError || !user.data)
    return <ErrorState message={serverErrorText(user.error) ?? t('admin.userDetails.fetchFailed')} onRetry={() => void user.refetch()} />;
  if (!form) return <PageLoader />;

  const saving = savingUser || savingClass || savingSubjects;
  const set = (key: keyof FormState) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    try {
      await updateUser({
        uid: id,
        username: form.username.trim(),
        email: form.email.trim(),
        resident: form.resident.trim(),
        age: form.age.trim() === '' ? null : form.age.trim(),
        status: form.status,
        role: form.role,
      }).unwrap();
      const before = cls.data || user.data?.className || '';
      if (className && className !== before) await setClass({ uid: id, className }).unwrap();
      const beforeSubjects = own.data ?? user.data?.subjects ?? [];
      if (subjects && JSON.stringify(subjects) !== JSON.stringify(beforeSubjects)) await setSubjectsCall({ uid: id, subjects }).unwrap();
      setDone(true);
      toast.success(t('admin.editUser.updated'), t('common.success'));
      timer.current = setTimeout(() => navigate(pathTo.userDetails(id)), EDIT_RETURN_MS);
    } catch (err) {
      const text = serverErrorText(err) ?? t('admin.editUser.updateFailed');
      setProblem(text);
      toast.error(text, t('common.error'));
    }
  };

  const onDelete = async () => {
    if (!window.confirm(t('admin.editUser.confirmDelete'))) return;
    try {
      await remove(id).unwrap();
      setDone(true);
      toast.success(t('admin.userDetails.removed'), t('admin.userDetails.deleted'));
      timer.current = setTimeout(() => navigate(PATHS.manageUsers), DELETE_RETURN_MS);
    } catch (err) {
      toast.error(serverErrorText(err) ?? t('admin.userDetails.deleteFailed'), t('common.error'));
    }
  };

  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader title={t('admin.editUser.title')} />
      <Paper variant="outlined" component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Avatar src={pic ?? undefined} alt={t('admin.userDetails.avatarAlt', { name: form.username })} sx={{ width: 72, height: 72 }}>
              {form.username.slice(0, 1).toUpperCase()}
            </Avatar>
            <Button variant="outlined" startIcon={<PhotoCameraOutlined />} onClick={() => setPictureOpen(true)}>
              {t('admin.editUser.changePicture')}
            </Button>
          </Box>
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField label={t('admin.editUser.username')} value={form.username} onChange={set('username')} required />
          <TextField label={t('admin.editUser.email')} type="email" value={form.email} onChange={set('email')} required />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend" sx={{ mb: 1 }}>
              {t('admin.editUser.subjects')}
            </FormLabel>
            {options.length === 0 ? (
              <Typography color="text.secondary">{t('admin.userDetails.noSubjects')}</Typography>
            ) : (
              <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {options.map((name) => (
                  <FormControlLabel
                    key={name}
                    label={name}
                    control={
                      <Checkbox
                        checked={chosen.includes(name)}
                        onChange={(e) => setSubjects((cur) => (e.target.checked ? [...(cur ?? []), name] : (cur ?? []).filter((s) => s !== name)))}
                      />
                    }
                  />
                ))}
              </FormGroup>
            )}
          </Box>
          <TextField label={t('admin.editUser.resident')} value={form.resident} onChange={set('resident')} />
          <TextField label={t('admin.editUser.age')} type="number" value={form.age} onChange={set('age')} slotProps={{ htmlInput: { min: 0, max: 120 } }} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <TextField select label={t('admin.editUser.status')} value={form.status} onChange={set('status')}>
              {STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`admin.users.${s}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label={t('admin.editUser.class')} value={className} onChange={(e) => setClassName(e.target.value)}>
              {CLASS_LEVELS.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label={t('admin.editUser.role')} value={form.role} onChange={set('role')}>
              {ROLES.map((r) => (
                <MenuItem key={r} value={r}>
                  {t(`common.roles.${r}`)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={saving || deleting || done}>
              {saving ? t('common.saving') : t('admin.editUser.save')}
            </Button>
            <Button color="error" variant="outlined" onClick={() => void onDelete()} disabled={saving || deleting || done}>
              {deleting ? t('admin.userDetails.deleting') : t('admin.userDetails.delete')}
            </Button>
            <Button onClick={() => navigate(pathTo.userDetails(id))}>{t('common.cancel')}</Button>
          </Box>
        </Stack>
      </Paper>
      <PictureDialog
        uid={id || undefined}
        open={pictureOpen}
        onClose={() => setPictureOpen(false)}
        onUploaded={(url) => {
          setPic(url);
          setPictureOpen(false);
          toast.success(t('admin.editUser.uploaded'), t('common.success'));
        }}
      />
    </Box>
  );
}
