import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '@/lib/errors';
import { useAdminUploadPictureMutation } from '../api';

type UploadState = { phase: 'idle' | 'uploading' | 'error'; message?: string };

/** The avatar upload popup: idle, uploading (spinner) or error. */
export function PictureDialog({
  uid,
  open,
  onClose,
  onUploaded,
}: {
  uid: string | undefined;
  open: boolean;
  onClose: () => void;
  onUploaded: (url: string | null) => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [upload] = useAdminUploadPictureMutation();

  const close = () => {
    if (state.phase === 'uploading') return;
    setFile(null);
    setState({ phase: 'idle' });
    onClose();
  };

  const onUpload = async () => {
    if (!uid) return setState({ phase: 'error', message: t('admin.editUser.invalidId') });
    if (!file) return setState({ phase: 'error', message: t('admin.editUser.selectFile') });
    setState({ phase: 'uploading' });
    try {
      const url = await upload({ uid, file }).unwrap();
      setState({ phase: 'idle' });
      setFile(null);
      onUploaded(url);
    } catch (err) {
      setState({ phase: 'error', message: serverErrorText(err) ?? t('admin.editUser.uploadFailed') });
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="picture-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="picture-dialog-title">{t('admin.editUser.uploadTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start', pt: 1 }}>
          {state.phase === 'error' && (
            <Alert severity="error" sx={{ width: '100%' }}>
              {state.message}
            </Alert>
          )}
          {state.phase === 'uploading' ? (
            <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <CircularProgress size={24} aria-hidden />
              <Typography>{t('admin.editUser.uploading')}</Typography>
            </Box>
          ) : (
            <>
              <Button variant="outlined" component="label">
                {t('admin.editUser.choose')}
                <input
                  hidden
                  type="file"
                  accept="image/*"
                  data-testid="picture-input"
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    setState({ phase: 'idle' });
                  }}
                />
              </Button>
              {file && <Typography variant="body2">{file.name}</Typography>}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={state.phase === 'uploading'}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void onUpload()} disabled={state.phase === 'uploading'}>
          {state.phase === 'uploading' ? t('admin.editUser.uploading') : t('admin.editUser.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
