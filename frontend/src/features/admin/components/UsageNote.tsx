import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '@/lib/errors';
import '../lib/texts';

/** The parts of an RTK Query result a usage note reads. */
export interface UsageResult<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * What a topic or subject holds, said in plain words before it is changed or removed: a
 * spinner while it is counted, a retry when it cannot be, then `say(data)`.
 */
export function UsageNote<T>({
  usage,
  loading,
  failed,
  severity,
  say,
}: {
  usage: UsageResult<T>;
  loading: string;
  failed: string;
  severity: 'info' | 'warning';
  say: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (usage.isLoading || usage.isFetching)
    return (
      <Alert severity="info" icon={<CircularProgress size={18} aria-hidden />} role="status">
        {loading}
      </Alert>
    );
  if (usage.isError || !usage.data)
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void usage.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {serverErrorText(usage.error) ?? failed}
      </Alert>
    );
  return (
    <Alert severity={severity} role="status" sx={{ textAlign: 'left' }}>
      {say(usage.data)}
    </Alert>
  );
}
