import { createTheme } from '@mui/material/styles';
import { palette, typography } from './palette';
import { inputsCustomizations } from './inputs';
import { navigationCustomizations } from './navigation';
import { dataDisplayCustomizations } from './dataDisplay';
import { feedbackCustomizations } from './feedback';
import { prefersReducedMotion } from '@/lib/a11y';

/**
 * With `prefers-reduced-motion: reduce`, MUI's transitions (drawers, dialogs, menus,
 * collapses) take no time and draw nothing, ripples and skeleton waves are off, and the CSS
 * below stops any other animation or transition.
 */
const reduced = prefersReducedMotion();
const still = {
  create: () => 'none',
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
};

export const theme = createTheme({
  palette,
  typography,
  shape: { borderRadius: 10 },
  ...(reduced ? { transitions: still } : {}),
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        '*:focus-visible': { outline: '3px solid #01579b', outlineOffset: 2 },
        // The skip link's target: a landmark, not a control, so no focus ring around the page.
        'main[tabindex="-1"]:focus': { outline: 'none' },
        body: { minWidth: 320 },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    ...inputsCustomizations,
    ...navigationCustomizations,
    ...dataDisplayCustomizations,
    ...feedbackCustomizations,
    ...(reduced
      ? {
          MuiButtonBase: { ...inputsCustomizations.MuiButtonBase, defaultProps: { disableRipple: true } },
          MuiSkeleton: { defaultProps: { animation: false } },
        }
      : {}),
  },
});
