import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import { useTranslation } from 'react-i18next';

/** A header, a success tick or a failure cross, and a message. */
export function ResultOverlay({
  open,
  success,
  header,
  message,
  onClose,
}: {
  open: boolean;
  success: boolean;
  header: string;
  message: string;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="result-overlay-title" maxWidth="xs" fullWidth>
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3, fontSize: 64 }} aria-hidden>
        {success ? <CheckCircle color="success" fontSize="inherit" /> : <Cancel color="error" fontSize="inherit" />}
      </Box>
      <DialogTitle id="result-overlay-title" sx={{ textAlign: 'center' }}>
        {header}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ textAlign: 'center' }}>{message}</Typography>
      </DialogContent>
      {onClose && (
        <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
          <Button variant="contained" onClick={onClose}>
            {t('common.ok')}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
