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
  MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
  MuiTableCell: { styleOverrides: { head: { fontWeight: 700 } } },
  MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
};
