import { useEffect, useMemo, useState, type FormEvent } from 'react';
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
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { ErrorState, PageLoader } from '@/components/Feedback';
import { useAppDispatch } from '@/hooks/store';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useToast } from '@/hooks/useToast';
import { useGetSubjectsForClassQuery, useGetUserClassQuery, useGetUserQuery, useGetUserSubjectsQuery } from '@/lib/commonApi';
import { useUpdateClassMutation, useUpdateSubjectsMutation, useUpdateUserMutation, useUploadProfilePicMutation } from '../api';
import { CLASS_LEVELS, DEFAULT_CLASS, STORAGE } from '@/lib/constants';
import { serverErrorText } from '@/lib/errors';
import { userUpdated } from '@/lib/session';
import { writeJson, writeString } from '@/lib/storage';
import { PATHS } from '@/config/paths';

export default function UpdateUserDetails() {
  const { t } = useTranslation();
  const { uid } = useCurrentUser();
  if (!uid) return <ErrorState message={t('settings.noUser')} />;
  return <DetailsForm uid={uid} />;
}

function DetailsForm({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const user = useGetUserQuery(uid);
  const cls = useGetUserClassQuery(uid);
  const subs = useGetUserSubjectsQuery(uid);
  const [form, setForm] = useState({ username: '', email: '', resident: '' });
  const [className, setClassName] = useState<string>('');
  const [subjects, setSubjects] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [picError, setPicError] = useState<string | null>(null);
  const [pic, setPic] = useState<string | null>(null);
  const classSubjects = useGetSubjectsForClassQuery(className || DEFAULT_CLASS);
  const [updateUser, { isLoading: savingUser }] = useUpdateUserMutation();
  const [updateClass, { isLoading: savingClass }] = useUpdateClassMutation();
  const [updateSubjects, { isLoading: savingSubjects }] = useUpdateSubjectsMutation();
  const [upload, { isLoading: uploading }] = useUploadProfilePicMutation();

  useEffect(() => {
    if (user.data) {
      setForm({ username: user.data.username ?? '', email: user.data.email ?? '', resident: user.data.resident ?? '' });
      setPic(user.data.profilePic ?? null);
    }
  }, [user.data]);
  useEffect(() => {
    if (cls.isSuccess || cls.isError) setClassName(cls.data || user.data?.className || DEFAULT_CLASS);
  }, [cls.isSuccess, cls.isError, cls.data, user.data?.className]);
  useEffect(() => {
    if (subs.data) setSubjects(subs.data);
  }, [subs.data]);

  const options = useMemo(() => {
    const names = (classSubjects.data ?? []).map((s) => s.name);
    return [...new Set([...names, ...subjects])];
  }, [classSubjects.data, subjects]);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  if (user.isLoading) return <PageLoader />;
  if (user.isError || !user.data)
    return <ErrorState message={serverErrorText(user.error) ?? t('settings.fetchUserFailed')} onRetry={() => void user.refetch()} />;

  const busy = savingUser || savingClass || savingSubjects;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    try {
      const updated = await updateUser({ uid, username: form.username.trim(), email: form.email.trim(), resident: form.resident.trim() }).unwrap();
      if (className && className !== cls.data) {
        await updateClass({ uid, className }).unwrap();
        writeString(STORAGE.className, className);
      }
      if (JSON.stringify(subjects) !== JSON.stringify(subs.data ?? [])) {
        await updateSubjects({ uid, subjects }).unwrap();
        writeJson(STORAGE.subjects, subjects);
      }
      dispatch(
        userUpdated({
          username: updated?.username ?? form.username,
          email: updated?.email ?? form.email,
          resident: updated?.resident ?? form.resident,
          className,
          subjects,
        }),
      );
      toast.success(t('settings.updated'), t('common.success'));
    } catch (err) {
      setProblem(serverErrorText(err) ?? t('settings.updateFailed'));
    }
  };

  const onUpload = async () => {
    setPicError(null);
    if (!file) return setPicError(t('settings.selectFile'));
    try {
      const url = await upload({ uid, file }).unwrap();
      setPic(url);
      dispatch(userUpdated({ profilePic: url }));
      setFile(null);
      toast.success(t('settings.uploadDone'), t('common.success'));
    } catch (err) {
      setPicError(serverErrorText(err) ?? t('settings.uploadFailed'));
    }
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeader title={t('settings.profileTitle')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="h4" component="h2" gutterBottom>
          {t('settings.picture')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Avatar src={preview ?? pic ?? undefined} alt={t('settings.avatarAlt', { name: form.username })} sx={{ width: 72, height: 72 }}>
            {form.username.slice(0, 1).toUpperCase()}
          </Avatar>
          <Button variant="outlined" component="label">
            {t('settings.choosePicture')}
            <input hidden type="file" accept="image/*" onChange={(e) => setFile(e.target.files?.[0] ?? null)} data-testid="picture-input" />
          </Button>
          <Button variant="contained" onClick={() => void onUpload()} disabled={uploading}>
            {uploading ? t('settings.uploading') : t('settings.upload')}
          </Button>
          {file && <Typography variant="body2">{file.name}</Typography>}
        </Box>
        {picError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {picError}
          </Alert>
        )}
      </Paper>
      <Paper variant="outlined" component="form" onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField label={t('settings.username')} value={form.username} onChange={(e) => setForm({ ...form, username: e.target.value })} required autoComplete="username" />
          <TextField label={t('settings.email')} type="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} required autoComplete="email" />
          <TextField label={t('settings.resident')} value={form.resident} onChange={(e) => setForm({ ...form, resident: e.target.value })} />
          <TextField select label={t('settings.className')} value={className} onChange={(e) => setClassName(e.target.value)}>
            {CLASS_LEVELS.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend" sx={{ mb: 1 }}>
              {t('settings.subjects')}
            </FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {options.map((name) => (
                <FormControlLabel
                  key={name}
                  label={name}
                  control={
                    <Checkbox
                      checked={subjects.includes(name)}
                      onChange={(e) => setSubjects((cur) => (e.target.checked ? [...cur, name] : cur.filter((s) => s !== name)))}
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="outlined" onClick={() => navigate(PATHS.settings)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? t('common.saving') : t('settings.saveChanges')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
