import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { ClassStudent } from '../types';

/** A class's students; `action` puts a button at the end of each row (an admin's "Remove"). */
export function StudentsTable({ label, students, action }: { label: string; students: ClassStudent[]; action?: (s: ClassStudent) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('teaching.students.name')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('teaching.students.username')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('teaching.students.classLevel')}</TableCell>
            {action && <TableCell align="right">{t('teaching.common.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {students.length === 0 ? (
            <TableRow>
              <TableCell colSpan={action ? 4 : 3} sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
                {t('teaching.students.empty')}
              </TableCell>
            </TableRow>
          ) : (
            students.map((s) => (
              <TableRow key={s.id} data-testid="student-row">
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{s.fullName || s.username}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, overflowWrap: 'anywhere' }}>{s.username}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{s.classLevel ?? '—'}</TableCell>
                {action && <TableCell align="right">{action(s)}</TableCell>}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
