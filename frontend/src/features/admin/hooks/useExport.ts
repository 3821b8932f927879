import { useTranslation } from 'react-i18next';
import { useToast } from '@/hooks/useToast';
import { downloadText } from '@/lib/csv';
import { errorText } from '@/lib/errors';
import { useAdminExportMutation } from '../api';
import type { ExportName } from '../types';

/** Downloads one of the server's CSV exports under the spec's file name. */
export function useExport(name: ExportName) {
  const { t } = useTranslation();
  const toast = useToast();
  const [exportCsv, { isLoading }] = useAdminExportMutation();
  const run = async () => {
    try {
      const text = await exportCsv(name).unwrap();
      downloadText(name, text);
    } catch (err) {
      toast.error(errorText(err, t('admin.list.exportFailed')), t('common.error'));
    }
  };
  return { exportCsv: () => void run(), exporting: isLoading };
}
