import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import TimerOff from '@mui/icons-material/TimerOff';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';

export type DialogKind = 'confirm' | 'timeup' | 'caution' | 'fail' | 'info' | 'pass';

const ICONS: Record<DialogKind, { icon: ReactNode; color: string }> = {
  confirm: { icon: <HelpOutline fontSize="inherit" />, color: 'primary.main' },
  timeup: { icon: <TimerOff fontSize="inherit" />, color: 'secondary.main' },
  caution: { icon: <WarningAmber fontSize="inherit" />, color: 'warning.main' },
  fail: { icon: <ErrorOutline fontSize="inherit" />, color: 'error.main' },
  info: { icon: <InfoOutlined fontSize="inherit" />, color: 'info.main' },
  pass: { icon: <CheckCircle fontSize="inherit" />, color: 'success.main' },
};

export interface QuizDialogProps {
  kind: DialogKind;
  open: boolean;
  title: string;
  message: ReactNode;
  /** confirm: Yes; timeup/caution/pass/info/fail: OK. */
  onConfirm?: () => void;
  /** confirm: No; others: closing. Omit to make the dialog impossible to dismiss. */
  onClose?: () => void;
  busy?: boolean;
  children?: ReactNode;
}

/** The quiz dialogs of the spec: confirm (Yes/No), timeup, caution, fail, info and pass. */
export function QuizDialog({ kind, open, title, message, onConfirm, onClose, busy, children }: QuizDialogProps) {
  const { t } = useTranslation();
  const { icon, color } = ICONS[kind];
  const dismissable = kind !== 'timeup' && !!onClose;
  return (
    <Dialog
      open={open}
      onClose={dismissable && !busy ? onClose : undefined}
      aria-labelledby={`quiz-dialog-${kind}-title`}
      data-testid={`dialog-${kind}`}
      maxWidth="xs"
      fullWidth
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3, fontSize: 56, color }} aria-hidden>
        {icon}
      </Box>
      <DialogTitle id={`quiz-dialog-${kind}-title`} sx={{ textAlign: 'center' }}>
        {title}
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <DialogContentText component="div">{message}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3, gap: 1 }}>
        {kind === 'confirm' ? (
          <>
            <Button variant="outlined" onClick={onClose} disabled={busy}>
              {t('common.no')}
            </Button>
            <Button variant="contained" onClick={onConfirm} disabled={busy} autoFocus>
              {t('common.yes')}
            </Button>
          </>
        ) : (
          (onConfirm || onClose) && (
            <Button variant="contained" onClick={onConfirm ?? onClose} disabled={busy} autoFocus>
              {t('common.ok')}
            </Button>
          )
        )}
      </DialogActions>
    </Dialog>
  );
}
