import { useMemo, useState } from 'react';
import { z } from 'zod';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { ErrorState, PageLoader } from '@/components/Feedback';
import { useAppDispatch } from '@/hooks/store';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useToast } from '@/hooks/useToast';
import { useGetUserClassQuery, useGetUserQuery } from '@/lib/commonApi';
import { STORAGE } from '@/lib/constants';
import { serverErrorText } from '@/lib/errors';
import { userUpdated } from '@/lib/session';
import { writeString } from '@/lib/storage';
import { useAdminSetClassMutation } from '../api';
import { Form, useSchemaForm } from '@/components/form/Form';
import { AccountActions, AccountFields } from '@/components/account/AccountFields';
import { accountSchema, useUpdateUserMutation } from '@/lib/userApi';
import { PictureDialog } from '../components/PictureDialog';
import '../lib/texts';
import { PATHS } from '@/config/paths';

export default function UpdateAdminDetails() {
  const { t } = useTranslation();
  const { uid } = useCurrentUser();
  if (!uid) return <ErrorState message={t('settings.noUser')} />;
  return <DetailsForm uid={uid} />;
}

const detailsSchema = () => accountSchema().extend({ className: z.string() });
type DetailsValues = z.infer<ReturnType<typeof detailsSchema>>;

/** The admin's name, email, residence, picture and class (the class picks the dashboard's weekly quizzes). */
function DetailsForm({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const user = useGetUserQuery(uid);
  const cls = useGetUserClassQuery(uid);
  // The server's copy fills the form once loaded; what the admin typed is kept.
  const server = useMemo<DetailsValues | undefined>(
    () =>
      user.data && (cls.isSuccess || cls.isError)
        ? { username: user.data.username ?? '', email: user.data.email ?? '', resident: user.data.resident ?? '', className: (cls.isSuccess && cls.data) || '' }
        : undefined,
    [user.data, cls.isSuccess, cls.isError, cls.data],
  );
  const schema = useMemo(() => detailsSchema(), []);
  const form = useSchemaForm(schema, { defaultValues: { username: '', email: '', resident: '', className: '' }, values: server });
  const username = form.watch('username');
  const [uploadedPic, setUploadedPic] = useState<string | null>(null);
  const [pictureOpen, setPictureOpen] = useState(false);
  const [updateUser, { isLoading: savingUser }] = useUpdateUserMutation();
  const [setClass, { isLoading: savingClass }] = useAdminSetClassMutation();

  if (user.isLoading) return <PageLoader />;
  if (user.isError || !user.data)
    return <ErrorState message={serverErrorText(user.error) ?? t('settings.fetchUserFailed')} onRetry={() => void user.refetch()} />;
  const pic = uploadedPic ?? user.data.profilePic ?? null;

  const onSubmit = async (v: DetailsValues) => {
    try {
      const updated = await updateUser({ uid, username: v.username, email: v.email, resident: v.resident }).unwrap();
      if (v.className && v.className !== (cls.data ?? '')) {
        await setClass({ uid, className: v.className }).unwrap();
        writeString(STORAGE.className, v.className);
      }
      dispatch(userUpdated({ username: updated?.username ?? v.username, email: updated?.email ?? v.email, resident: updated?.resident ?? v.resident, className: v.className || null }));
      toast.success(t('settings.updated'), t('common.success'));
      return null;
    } catch (err) {
      return serverErrorText(err) ?? t('settings.updateFailed');
    }
  };

  const busy = savingUser || savingClass;
  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeader title={t('admin.settings.detailsTitle')} />
      <Form
        form={form}
        onSubmit={onSubmit}
        header={
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Avatar src={pic ?? undefined} alt={t('settings.avatarAlt', { name: username })} sx={{ width: 72, height: 72 }}>
              {username.slice(0, 1).toUpperCase()}
            </Avatar>
            <Button variant="outlined" startIcon={<PhotoCameraOutlined />} onClick={() => setPictureOpen(true)}>
              {t('admin.editUser.changePicture')}
            </Button>
          </Box>
        }
      >
        <AccountFields classLabel={t('admin.settings.class')} classHelp={t('admin.settings.classHelp')} />
        <AccountActions back={PATHS.adminSettings} busy={busy} />
      </Form>
      <PictureDialog
        uid={uid}
        open={pictureOpen}
        onClose={() => setPictureOpen(false)}
        onUploaded={(url) => {
          setUploadedPic(url);
          dispatch(userUpdated({ profilePic: url }));
          setPictureOpen(false);
          toast.success(t('settings.uploadDone'), t('common.success'));
        }}
      />
    </Box>
  );
}
