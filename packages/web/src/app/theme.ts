import { createTheme } from '@mui/material/styles';

/** The specification's main colour is dark blue. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0d2b5e', light: '#3a5a8c', dark: '#061a3a', contrastText: '#fff' },
    secondary: { main: '#c8961e' },
    background: { default: '#f3f5f9' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'Roboto, "Liberation Sans", Arial, sans-serif', h5: { fontWeight: 600 } },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600, backgroundColor: '#eef2f8' } } },
  },
});
