import { useEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { ErrorState, PageLoader } from '@/components/Feedback';
import { Form, FormTextField, useSchemaForm } from '@/components/form/Form';
import { choices, FormCheckboxGroup, FormSelect } from '@/components/form/Fields';
import { useToast } from '@/hooks/useToast';
import { useGetSubjectsForClassQuery, useGetUserClassQuery, useGetUserQuery, useGetUserSubjectsQuery } from '@/lib/commonApi';
import { CLASS_LEVELS } from '@/lib/constants';
import { serverErrorText } from '@/lib/errors';
import { useUpdateUserMutation } from '@/lib/userApi';
import { useAdminDeleteUserMutation, useAdminSetClassMutation, useAdminSetSubjectsMutation } from '../../api';
import { PictureDialog } from '../../components/PictureDialog';
import { RoleSelect, UserNameEmailFields } from '../../components/UserFields';
import { DELETE_RETURN_MS, EDIT_RETURN_MS, STATUSES } from '../../lib/constants';
import '../../lib/texts';
import { PATHS, pathTo } from '@/config/paths';

/** What an admin edits of a user; the server checks the rest (unique name and email, lengths). */
const editUserSchema = () =>
  z.object({
    username: z.string().trim(),
    email: z.string().trim(),
    resident: z.string().trim(),
    age: z.string().trim(),
    status: z.string(),
    role: z.string(),
    className: z.string(),
    subjects: z.array(z.string()),
  });
type EditUserValues = z.infer<ReturnType<typeof editUserSchema>>;

export default function EditUser() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const user = useGetUserQuery(id, { skip: !id });
  const cls = useGetUserClassQuery(id, { skip: !id });
  const own = useGetUserSubjectsQuery(id, { skip: !id });
  // The server's copy fills the form once the user, class and subjects are known.
  const before = useMemo(() => {
    const u = user.data;
    if (!u || !(cls.isSuccess || cls.isError) || !(own.isSuccess || own.isError)) return undefined;
    return {
      className: cls.data || u.className || '',
      subjects: own.data ?? u.subjects ?? [],
    };
  }, [user.data, cls.isSuccess, cls.isError, cls.data, own.isSuccess, own.isError, own.data]);
  const server = useMemo<EditUserValues | undefined>(() => {
    const u = user.data;
    if (!u || !before) return undefined;
    return {
      username: u.username ?? '',
      email: u.email ?? '',
      resident: u.resident ?? '',
      age: u.age === null || u.age === undefined ? '' : String(u.age),
      status: u.status ?? 'active',
      role: (u.role ?? 'student').toLowerCase(),
      ...before,
    };
  }, [user.data, before]);
  const schema = useMemo(() => editUserSchema(), []);
  const form = useSchemaForm(schema, {
    defaultValues: { username: '', email: '', resident: '', age: '', status: 'active', role: 'student', className: '', subjects: [] },
    values: server,
  });
  const username = form.watch('username');
  const className = form.watch('className');
  const chosen = form.watch('subjects');
  const [uploadedPic, setUploadedPic] = useState<string | null>(null);
  const [pictureOpen, setPictureOpen] = useState(false);
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

  const options = useMemo(() => choices([...new Set([...(classSubjects.data ?? []).map((s) => s.name), ...chosen])]), [classSubjects.data, chosen]);

  if (user.isLoading) return <PageLoader />;
  if (user.isError || !user.data)
    return <ErrorState message={serverErrorText(user.error) ?? t('admin.userDetails.fetchFailed')} onRetry={() => void user.refetch()} />;
  if (!server) return <PageLoader />;

  const saving = savingUser || savingClass || savingSubjects;
  const pic = uploadedPic ?? user.data.profilePic ?? null;

  const onSubmit = async (v: EditUserValues) => {
    try {
      await updateUser({
        uid: id,
        username: v.username,
        email: v.email,
        resident: v.resident,
        age: v.age === '' ? null : v.age,
        status: v.status,
        role: v.role,
      }).unwrap();
      if (v.className && v.className !== before?.className) await setClass({ uid: id, className: v.className }).unwrap();
      if (JSON.stringify(v.subjects) !== JSON.stringify(before?.subjects ?? [])) await setSubjectsCall({ uid: id, subjects: v.subjects }).unwrap();
      setDone(true);
      toast.success(t('admin.editUser.updated'), t('common.success'));
      timer.current = setTimeout(() => navigate(pathTo.userDetails(id)), EDIT_RETURN_MS);
      return null;
    } catch (err) {
      const text = serverErrorText(err) ?? t('admin.editUser.updateFailed');
      toast.error(text, t('common.error'));
      return text;
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
      <Form
        form={form}
        onSubmit={onSubmit}
        header={
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Avatar src={pic ?? undefined} alt={t('admin.userDetails.avatarAlt', { name: username })} sx={{ width: 72, height: 72 }}>
              {username.slice(0, 1).toUpperCase()}
            </Avatar>
            <Button variant="outlined" startIcon={<PhotoCameraOutlined />} onClick={() => setPictureOpen(true)}>
              {t('admin.editUser.changePicture')}
            </Button>
          </Box>
        }
      >
        <UserNameEmailFields screen="editUser" />
        <FormCheckboxGroup<EditUserValues>
          name="subjects"
          legend={t('admin.editUser.subjects')}
          options={options}
          emptyText={t('admin.userDetails.noSubjects')}
          columns={{ xs: '1fr', sm: '1fr 1fr' }}
        />
        <FormTextField<EditUserValues> name="resident" label={t('admin.editUser.resident')} />
        <FormTextField<EditUserValues> name="age" label={t('admin.editUser.age')} type="number" slotProps={{ htmlInput: { min: 0, max: 120 } }} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <FormSelect<EditUserValues> name="status" label={t('admin.editUser.status')} options={STATUSES.map((s) => ({ value: s, label: t(`admin.users.${s}`) }))} />
          <FormSelect<EditUserValues> name="className" label={t('admin.editUser.class')} options={choices(CLASS_LEVELS)} />
          <RoleSelect label={t('admin.editUser.role')} names="common.roles" />
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
      </Form>
      <PictureDialog
        uid={id || undefined}
        open={pictureOpen}
        onClose={() => setPictureOpen(false)}
        onUploaded={(url) => {
          setUploadedPic(url);
          setPictureOpen(false);
          toast.success(t('admin.editUser.uploaded'), t('common.success'));
        }}
      />
    </Box>
  );
}
