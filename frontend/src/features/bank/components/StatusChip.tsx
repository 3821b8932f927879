import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Status } from '../types';
import '../lib/texts';

const COLOR = { draft: 'default', published: 'success', retired: 'warning' } as const;

export function StatusChip({ status }: { status: Status }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLOR[status] ?? 'default'} label={t(`bank.statuses.${status}`)} sx={{ overflowWrap: 'normal', '& .MuiChip-label': { whiteSpace: 'nowrap', overflowWrap: 'normal' } }} />;
}
