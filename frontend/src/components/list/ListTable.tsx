import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Hidden on screens narrower than this breakpoint. */
  hideBelow?: 'sm' | 'md';
  align?: 'left' | 'right';
}

const display = (hideBelow?: 'sm' | 'md') =>
  hideBelow ? { display: { xs: 'none', [hideBelow]: 'table-cell' } } : undefined;

/** A list page's table: a row opens its details; an empty list shows the page's empty text. */
export function ListTable<T extends { id: string }>({
  label,
  columns,
  rows,
  empty,
  onOpen,
  rowTestId = 'list-row',
}: {
  label: string;
  columns: Column<T>[];
  rows: T[];
  empty: string;
  onOpen?: (row: T) => void;
  rowTestId?: string;
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align} sx={display(c.hideBelow)}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow
                key={row.id}
                hover
                data-testid={rowTestId}
                onClick={onOpen ? () => onOpen(row) : undefined}
                tabIndex={onOpen ? 0 : undefined}
                onKeyDown={
                  onOpen
                    ? (e) => {
                        if (e.key === 'Enter') onOpen(row);
                      }
                    : undefined
                }
                sx={onOpen ? { cursor: 'pointer', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } } : undefined}
              >
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.align} sx={{ ...display(c.hideBelow), overflowWrap: 'anywhere' }}>
                    {c.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
