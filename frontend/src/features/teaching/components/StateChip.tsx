import Chip from '@mui/material/Chip';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Schedule from '@mui/icons-material/Schedule';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import { useTranslation } from 'react-i18next';
import type { AssignmentState, ResultStatus } from '../types';

const STATUS = {
  notStarted: { icon: <RadioButtonUnchecked />, color: 'default' },
  inProgress: { icon: <HourglassEmpty />, color: 'warning' },
  submitted: { icon: <CheckCircleOutline />, color: 'success' },
} as const;

/** A student's status on an assignment: icon and words, not colour alone. */
export function ResultChip({ status }: { status: ResultStatus }) {
  const { t } = useTranslation();
  const s = STATUS[status] ?? STATUS.notStarted;
  return <Chip size="small" variant="outlined" icon={s.icon} color={s.color} label={t(`teaching.status.${status}`)} />;
}

const STATE = {
  upcoming: { icon: <Schedule />, color: 'info' },
  open: { icon: <PlayCircleOutline />, color: 'success' },
  closed: { icon: <LockOutlined />, color: 'default' },
} as const;

/** Whether an assignment is upcoming, open or closed. */
export function StateChip({ state }: { state: AssignmentState }) {
  const { t } = useTranslation();
  const s = STATE[state] ?? STATE.closed;
  return <Chip size="small" icon={s.icon} color={s.color} label={t(`teaching.state.${state}`)} />;
}
