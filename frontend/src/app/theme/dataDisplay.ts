import type { Components, Theme } from '@mui/material/styles';

export const dataDisplayCustomizations: Components<Theme> = {
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: { root: { borderRadius: 14 } },
  },
  MuiCardActionArea: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.info.main}`, outlineOffset: -3 },
      }),
    },
  },
  MuiChip: {
    styleOverrides: {
      // Chips grow with the text and wrap it (large text settings), never cut it with an ellipsis.
      root: ({ ownerState }) => ({ fontWeight: 600, height: 'auto', minHeight: ownerState.size === 'small' ? 24 : 32, maxWidth: '100%' }),
      label: { whiteSpace: 'normal', overflowWrap: 'anywhere', paddingTop: 2, paddingBottom: 2 },
    },
  },
  MuiTableCell: { styleOverrides: { head: { fontWeight: 700 } } },
  MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
};
