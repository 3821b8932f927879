import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Active or Inactive, as a coloured pill. */
export function StatusPill({ status }: { status?: string | null }) {
  const { t } = useTranslation();
  const active = (status ?? 'active').toLowerCase() !== 'inactive';
  return (
    <Chip
      size="small"
      label={active ? t('admin.users.active') : t('admin.users.inactive')}
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
    />
  );
}

/** A score with passed (50 or more) or failed styling. */
export function ScorePill({ score, passMark }: { score: number; passMark: number }) {
  const { t } = useTranslation();
  const passed = score >= passMark;
  return (
    <Chip
      size="small"
      label={`${Math.round(score)}%`}
      color={passed ? 'success' : 'error'}
      aria-label={t(passed ? 'admin.scorePassed' : 'admin.scoreFailed', { score: Math.round(score) })}
      data-result={passed ? 'passed' : 'failed'}
    />
  );
}
