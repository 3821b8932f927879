import type { Components, Theme } from '@mui/material/styles';

export const inputsCustomizations: Components<Theme> = {
  MuiButtonBase: {
    defaultProps: { disableRipple: false },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 10,
        minHeight: 40,
        '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.info.main}`, outlineOffset: 2 },
      }),
    },
  },
  MuiIconButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.info.main}`, outlineOffset: 2 },
      }),
    },
  },
  MuiTextField: { defaultProps: { fullWidth: true, size: 'medium' } },
  MuiOutlinedInput: {
    styleOverrides: { root: { borderRadius: 10, backgroundColor: '#fff' } },
  },
  MuiToggleButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        textTransform: 'none',
        '&.Mui-selected': {
          backgroundColor: theme.palette.primary.main,
          color: theme.palette.primary.contrastText,
          '&:hover': { backgroundColor: theme.palette.primary.dark },
        },
      }),
    },
  },
};
