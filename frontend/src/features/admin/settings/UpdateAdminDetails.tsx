import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { ErrorState, PageLoader } from '@/components/Feedback';
import { useAppDispatch } from '@/hooks/store';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useToast } from '@/hooks/useToast';
import { useGetUserClassQuery, useGetUserQuery } from '@/lib/commonApi';
import { CLASS_LEVELS, STORAGE } from '@/lib/constants';
import { serverErrorText } from '@/lib/errors';
import { userUpdated } from '@/lib/session';
import { writeString } from '@/lib/storage';
import { useAdminSetClassMutation, useAdminUpdateUserMutation } from '../api';
import { PictureDialog } from '../components/PictureDialog';
import '../lib/texts';
import { PATHS } from '@/config/paths';

export default function UpdateAdminDetails() {
  const { t } = useTranslation();
  const { uid } = useCurrentUser();
  if (!uid) return <ErrorState message={t('settings.noUser')} />;
  return <DetailsForm uid={uid} />;
}

/** The admin's name, email, residence, picture and class (the class picks the dashboard's weekly quizzes). */
function DetailsForm({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const user = useGetUserQuery(uid);
  const cls = useGetUserClassQuery(uid);
  const [form, setForm] = useState({ username: '', email: '', resident: '' });
  const [className, setClassName] = useState('');
  const [pic, setPic] = useState<string | null>(null);
  const [pictureOpen, setPictureOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [updateUser, { isLoading: savingUser }] = useAdminUpdateUserMutation();
  const [setClass, { isLoading: savingClass }] = useAdminSetClassMutation();

  useEffect(() => {
    if (user.data) {
      setForm({ username: user.data.username ?? '', email: user.data.email ?? '', resident: user.data.resident ?? '' });
      setPic(user.data.profilePic ?? null);
    }
  }, [user.data]);
  useEffect(() => {
    if (cls.isSuccess) setClassName(cls.data ?? '');
  }, [cls.isSuccess, cls.data]);

  if (user.isLoading) return <PageLoader />;
  if (user.isError || !user.data)
    return <ErrorState message={serverErrorText(user.error) ?? t('settings.fetchUserFailed')} onRetry={() => void user.refetch()} />;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    try {
      const updated = await updateUser({ uid, username: form.username.trim(), email: form.email.trim(), resident: form.resident.trim() }).unwrap();
      if (className && className !== (cls.data ?? '')) {
        await setClass({ uid, className }).unwrap();
        writeString(STORAGE.className, className);
      }
      dispatch(userUpdated({ username: updated?.username ?? form.username, email: updated?.email ?? form.email, resident: updated?.resident ?? form.resident, className: className || null }));
      toast.success(t('settings.updated'), t('common.success'));
    } catch (err) {
      setProblem(serverErrorText(err) ?? t('settings.updateFailed'));
    }
  };

  const busy = savingUser || savingClass;
  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeader title={t('admin.settings.detailsTitle')} />
      <Paper variant="outlined" component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Avatar src={pic ?? undefined} alt={t('settings.avatarAlt', { name: form.username })} sx={{ width: 72, height: 72 }}>
              {form.username.slice(0, 1).toUpperCase()}
            </Avatar>
            <Button variant="outlined" startIcon={<PhotoCameraOutlined />} onClick={() => setPictureOpen(true)}>
              {t('admin.editUser.changePicture')}
            </Button>
          </Box>
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField label={t('settings.username')} value={form.username} onChange={(e) => setForm({ ...form, username: e.target.value })} required autoComplete="username" />
          <TextField label={t('settings.email')} type="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} required autoComplete="email" />
          <TextField label={t('settings.resident')} value={form.resident} onChange={(e) => setForm({ ...form, resident: e.target.value })} />
          <TextField
            select
            label={t('admin.settings.class')}
            helperText={t('admin.settings.classHelp')}
            value={className}
            onChange={(e) => setClassName(e.target.value)}
          >
            {CLASS_LEVELS.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="outlined" onClick={() => navigate(PATHS.adminSettings)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? t('common.saving') : t('settings.saveChanges')}
            </Button>
          </Box>
        </Stack>
      </Paper>
      <PictureDialog
        uid={uid}
        open={pictureOpen}
        onClose={() => setPictureOpen(false)}
        onUploaded={(url) => {
          setPic(url);
          dispatch(userUpdated({ profilePic: url }));
          setPictureOpen(false);
          toast.success(t('settings.uploadDone'), t('common.success'));
        }}
      />
    </Box>
  );
}
