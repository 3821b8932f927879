import { useEffect, useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { ErrorState, PageLoader } from '@/components/Feedback';
import { useAppDispatch } from '@/hooks/store';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useToast } from '@/hooks/useToast';
import { useGetSubjectsForClassQuery, useGetUserClassQuery, useGetUserQuery, useGetUserSubjectsQuery } from '@/lib/commonApi';
import { useUpdateClassMutation, useUpdateSubjectsMutation, useUploadProfilePicMutation } from '../api';
import { Form, FormPasswordField, useSchemaForm } from '@/components/form/Form';
import { AccountActions, AccountFields } from '@/components/account/AccountFields';
import { accountSchema, emailChanged, useUpdateUserMutation } from '@/lib/userApi';
import { useCatalogueText } from '@/lib/catalogueText';
import { DEFAULT_CLASS, STORAGE } from '@/lib/constants';
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

/** The student's details, class and subjects (sent to the three calls that own them). */
const detailsSchema = () =>
  accountSchema().extend({ className: z.string(), subjects: z.array(z.string()), currentPassword: z.string() });
type DetailsValues = z.infer<ReturnType<typeof detailsSchema>>;

function DetailsForm({ uid }: { uid: string }) {
  const { t } = useTranslation();
  // The checkboxes read in the page's language; what they save stays the catalogue's name.
  const catalogue = useCatalogueText();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const user = useGetUserQuery(uid);
  const cls = useGetUserClassQuery(uid);
  const subs = useGetUserSubjectsQuery(uid);
  const classKnown = cls.isSuccess || cls.isError;
  // The server's copy fills the form once everything has loaded; what the user typed is kept.
  const server = useMemo<DetailsValues | undefined>(
    () =>
      user.data && classKnown && (subs.data || subs.isError)
        ? {
            username: user.data.username ?? '',
            email: user.data.email ?? '',
            resident: user.data.resident ?? '',
            className: cls.data || user.data.className || DEFAULT_CLASS,
            subjects: subs.data ?? [],
            currentPassword: '',
          }
        : undefined,
    [user.data, classKnown, cls.data, subs.data, subs.isError],
  );
  const schema = useMemo(() => detailsSchema(), []);
  const form = useSchemaForm(schema, { defaultValues: { username: '', email: '', resident: '', className: '', subjects: [], currentPassword: '' }, values: server });
  const { field: subjectsField } = useController({ name: 'subjects', control: form.control });
  const className = form.watch('className');
  const subjects = subjectsField.value;
  const username = form.watch('username');
  const typedEmail = form.watch('email');
  const [file, setFile] = useState<File | null>(null);
  const [picError, setPicError] = useState<string | null>(null);
  const [uploadedPic, setUploadedPic] = useState<string | null>(null);
  const classSubjects = useGetSubjectsForClassQuery(className || DEFAULT_CLASS);
  const [updateUser, { isLoading: savingUser }] = useUpdateUserMutation();
  const [updateClass, { isLoading: savingClass }] = useUpdateClassMutation();
  const [updateSubjects, { isLoading: savingSubjects }] = useUpdateSubjectsMutation();
  const [upload, { isLoading: uploading }] = useUploadProfilePicMutation();

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
  const pic = uploadedPic ?? user.data.profilePic ?? null;

  const onSubmit = async (v: DetailsValues) => {
    try {
      // A new email needs the current password; it changes once confirmed from its mailbox.
      const newEmail = emailChanged(v.email, user.data?.email);
      if (newEmail && !v.currentPassword) return t('settings.currentPasswordNeeded');
      const updated = await updateUser({
        uid,
        username: v.username,
        email: v.email,
        resident: v.resident,
        ...(newEmail ? { currentPassword: v.currentPassword } : {}),
      }).unwrap();
      if (v.className && v.className !== cls.data) {
        await updateClass({ uid, className: v.className }).unwrap();
        writeString(STORAGE.className, v.className);
      }
      if (JSON.stringify(v.subjects) !== JSON.stringify(subs.data ?? [])) {
        await updateSubjects({ uid, subjects: v.subjects }).unwrap();
        writeJson(STORAGE.subjects, v.subjects);
      }
      dispatch(
        userUpdated({
          username: updated?.username ?? v.username,
          email: updated?.email ?? v.email,
          resident: updated?.resident ?? v.resident,
          className: v.className,
          subjects: v.subjects,
        }),
      );
      toast.success(t('settings.updated'), t('common.success'));
      return null;
    } catch (err) {
      return serverErrorText(err) ?? t('settings.updateFailed');
    }
  };

  const onUpload = async () => {
    setPicError(null);
    if (!file) return setPicError(t('settings.selectFile'));
    try {
      const url = await upload({ uid, file }).unwrap();
      setUploadedPic(url);
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
          <Avatar src={preview ?? pic ?? undefined} alt={t('settings.avatarAlt', { name: username })} sx={{ width: 72, height: 72 }}>
            {username.slice(0, 1).toUpperCase()}
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
      <Form form={form} onSubmit={onSubmit} noValidate={false}>
        <AccountFields classLabel={t('settings.className')} />
        {emailChanged(typedEmail, user.data.email) && (
          <FormPasswordField<DetailsValues> name="currentPassword" label={t('settings.currentPassword')} autoComplete="current-password" required />
        )}
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend" sx={{ mb: 1 }}>
            {t('settings.subjects')}
          </FormLabel>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {options.map((name) => (
              <FormControlLabel
                key={name}
                label={catalogue.name(name)}
                control={
                  <Checkbox
                    checked={subjects.includes(name)}
                    onChange={(e) => subjectsField.onChange(e.target.checked ? [...subjects, name] : subjects.filter((s) => s !== name))}
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
        <AccountActions back={PATHS.settings} busy={busy} />
      </Form>
    </Box>
  );
}
