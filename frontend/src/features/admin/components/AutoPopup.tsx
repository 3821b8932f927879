import { useEffect } from 'react';
import { ResultOverlay } from '@/components/ResultOverlay';
import { POPUP_MS } from '../lib/constants';

export interface PopupState {
  success: boolean;
  header: string;
  message: string;
}

/** The forms' result popup (tick or cross, header, message); it closes itself after 3 s. */
export function AutoPopup({ popup, onClose }: { popup: PopupState | null; onClose: () => void }) {
  useEffect(() => {
    if (!popup) return;
    const id = setTimeout(onClose, POPUP_MS);
    return () => clearTimeout(id);
  }, [popup, onClose]);
  return (
    <ResultOverlay
      open={!!popup}
      success={popup?.success ?? true}
      header={popup?.header ?? ''}
      message={popup?.message ?? ''}
      onClose={onClose}
    />
  );
}
