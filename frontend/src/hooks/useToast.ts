import { useMemo } from 'react';
import { useAppDispatch } from './store';
import { toastShown, type ToastSeverity } from '@/lib/ui';

export function useToast() {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const show = (severity: ToastSeverity) => (message: string, title?: string) =>
      dispatch(toastShown({ severity, message, title }));
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, [dispatch]);
}
