import type { Components, Theme } from '@mui/material/styles';

export const feedbackCustomizations: Components<Theme> = {
  MuiAlert: { styleOverrides: { root: { borderRadius: 10 } } },
  MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
  MuiLinearProgress: { styleOverrides: { root: { borderRadius: 6, height: 8 } } },
  MuiSkeleton: { defaultProps: { animation: 'wave' } },
};
