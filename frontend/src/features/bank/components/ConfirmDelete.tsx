import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import '../lib/texts';

/** Asks before a question leaves the bank. */
export function ConfirmDelete({
  text,
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  text: string;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="delete-title" aria-describedby="delete-text" maxWidth="xs" fullWidth>
      <DialogTitle id="delete-title">{t('bank.list.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-text" sx={{ overflowWrap: 'anywhere' }}>
          {t('bank.list.deleteText', { text })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {busy ? t('bank.list.deleting') : t('bank.list.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
