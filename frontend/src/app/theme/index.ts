import { createTheme } from '@mui/material/styles';
import { palette, typography } from './palette';
import { inputsCustomizations } from './inputs';
import { navigationCustomizations } from './navigation';
import { dataDisplayCustomizations } from './dataDisplay';
import { feedbackCustomizations } from './feedback';

export const theme = createTheme({
  palette,
  typography,
  shape: { borderRadius: 10 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        '*:focus-visible': { outline: '3px solid #01579b', outlineOffset: 2 },
        body: { minWidth: 320 },
      },
    },
    ...inputsCustomizations,
    ...navigationCustomizations,
    ...dataDisplayCustomizations,
    ...feedbackCustomizations,
  },
});
