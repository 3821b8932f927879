import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { usePhone } from '@/hooks/usePhone';

export interface ResponsiveColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
}

/**
 * Rows as a table on a wide screen and as cards on a phone (one card a row: the first column is
 * its title, the others label and value pairs). `footer` is a summary line under both.
 */
export function ResponsiveTable<T>({
  label,
  columns,
  rows,
  rowKey,
  rowTestId,
  empty,
  footer,
  minWidth = 560,
}: {
  label: string;
  columns: ResponsiveColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  rowTestId?: string;
  empty?: string;
  footer?: { label: ReactNode; value: ReactNode; testId?: string };
  minWidth?: number;
}) {
  const phone = usePhone();
  if (phone) {
    const [title, ...rest] = columns;
    return (
      <Box>
        {rows.length === 0 && empty ? (
          <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
            {empty}
          </Typography>
        ) : (
          <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {rows.map((row) => (
              <Paper component="li" variant="outlined" key={rowKey(row)} data-testid={rowTestId} sx={{ p: 2 }}>
                <Typography component="div" sx={{ fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}>
                  {title.render(row)}
                </Typography>
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
                  {rest.map((c) => {
                    const value = c.render(row);
                    // A card leaves out what a table cell would leave empty.
                    if (value === null || value === undefined || value === false || value === '') return null;
                    return (
                      <Box key={c.key} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                          {c.label}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                          {value}
                        </Typography>
                      </Box>
                    );
                  })}
                </Box>
              </Paper>
            ))}
          </Box>
        )}
        {footer && (
          <Paper variant="outlined" data-testid={footer.testId} sx={{ p: 2, mt: 1.5 }}>
            <Typography sx={{ fontWeight: 700 }}>{footer.label}</Typography>
            <Typography variant="body2">{footer.value}</Typography>
          </Paper>
        )}
      </Box>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label} sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && empty ? (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={rowKey(row)} data-testid={rowTestId}>
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.align} sx={{ overflowWrap: 'anywhere' }}>
                    {c.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
        {footer && (
          <TableFooter>
            <TableRow data-testid={footer.testId}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700, color: 'text.primary' }}>
                {footer.label}
              </TableCell>
              <TableCell colSpan={columns.length - 1} sx={{ color: 'text.primary' }}>
                {footer.value}
              </TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
