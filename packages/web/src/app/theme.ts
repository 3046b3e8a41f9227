import { createTheme } from '@mui/material/styles';

/** Keyboard focus: a 2px ring (4.8:1 on white); on the dark app bar and menu a light one. */
const FOCUS = '#1a66d9';
const FOCUS_ON_DARK = '#ffd166';

/** The specification's main colour is dark blue. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0d2b5e', light: '#3a5a8c', dark: '#061a3a', contrastText: '#fff' },
    secondary: { main: '#c8961e', contrastText: '#061a3a' },
    // Darker than MUI's warning and info so chip and alert texts keep 4.5:1 on white.
    warning: { main: '#b45309', contrastText: '#fff' },
    info: { main: '#0369a1', contrastText: '#fff' },
    background: { default: '#f3f5f9' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'Roboto, "Liberation Sans", Arial, sans-serif', h5: { fontWeight: 600 } },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Every control shows where the keyboard is; text fields already draw a 2px primary border when focused.
        'html body :where(a, button, [role="button"], [role="tab"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])):focus-visible, html body .Mui-focusVisible':
          {
            outline: `2px solid ${FOCUS}`,
            outlineOffset: 2,
          },
        '.MuiAppBar-root, .MuiDrawer-paper': {
          '& :focus-visible, & .Mui-focusVisible': { outlineColor: FOCUS_ON_DARK },
        },
        // A user who asks the system for less motion gets none (WCAG 2.3.3): dialogs, menus, ripples and
        // drawers appear at once, and a loading bar stands still (it still says 'Loading'). The browser journeys
        // run this way (e2e/playwright.config.ts): transitions were a third of their browser's work.
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            transitionDelay: '0s !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600, backgroundColor: '#eef2f8' } } },
    // A disabled field's helper text usually says why it is disabled: it stays readable (4.5:1).
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
  },
});
