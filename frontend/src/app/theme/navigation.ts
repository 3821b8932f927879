import type { Components, Theme } from '@mui/material/styles';

export const navigationCustomizations: Components<Theme> = {
  MuiListItemButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 10,
        margin: '2px 8px',
        '&.active': {
          backgroundColor: theme.palette.primary.main,
          color: theme.palette.primary.contrastText,
          '& .MuiListItemIcon-root': { color: theme.palette.primary.contrastText },
        },
        '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.info.main}`, outlineOffset: -3 },
      }),
    },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: {
      root: ({ theme }) => ({
        fontWeight: 600,
        '&:focus-visible': { outline: `3px solid ${theme.palette.info.main}`, outlineOffset: 2, borderRadius: 2 },
      }),
    },
  },
  MuiDrawer: { styleOverrides: { paper: { borderRight: '1px solid #e3e7e2' } } },
  MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
};
