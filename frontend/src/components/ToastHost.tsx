import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { useAppDispatch, useAppSelector } from '@/hooks/store';
import { toastDismissed } from '@/lib/ui';
import { TOAST_MS } from '@/lib/constants';

/** Shows the oldest toast; each hides itself after 3 s. */
export function ToastHost() {
  const toast = useAppSelector((s) => s.ui.toasts[0]);
  const dispatch = useAppDispatch();
  if (!toast) return null;
  const close = () => dispatch(toastDismissed(toast.id));
  return (
    <Snackbar
      key={toast.id}
      open
      autoHideDuration={TOAST_MS}
      onClose={(_e, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity={toast.severity} variant="filled" onClose={close} sx={{ width: '100%', minWidth: 280 }} role="alert">
        {toast.title && <AlertTitle>{toast.title}</AlertTitle>}
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
