import type { ThemeOptions } from '@mui/material/styles';

/** Colours chosen for AA contrast on white (Cameroon green, with red and gold accents). */
export const palette: ThemeOptions['palette'] = {
  mode: 'light',
  primary: { main: '#1b5e20', light: '#4c8c4a', dark: '#003300', contrastText: '#ffffff' },
  secondary: { main: '#b71c1c', contrastText: '#ffffff' },
  warning: { main: '#8a5a00', contrastText: '#ffffff' },
  info: { main: '#01579b', contrastText: '#ffffff' },
  success: { main: '#1b5e20', contrastText: '#ffffff' },
  error: { main: '#b71c1c', contrastText: '#ffffff' },
  background: { default: '#f5f7f4', paper: '#ffffff' },
  text: { primary: '#1a1f1a', secondary: '#4a524a' },
};

export const typography: ThemeOptions['typography'] = {
  fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  h1: { fontSize: '2rem', fontWeight: 700 },
  h2: { fontSize: '1.6rem', fontWeight: 700 },
  h3: { fontSize: '1.35rem', fontWeight: 700 },
  h4: { fontSize: '1.2rem', fontWeight: 600 },
  h5: { fontSize: '1.1rem', fontWeight: 600 },
  h6: { fontSize: '1rem', fontWeight: 600 },
  button: { textTransform: 'none', fontWeight: 600 },
};
