import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#2f4bd8' },
    secondary: { main: '#7b3fb8' },
    background: { default: '#f5f6fa' },
    // Darker than MUI's defaults so white text on filled chips and buttons passes WCAG AA (4.5:1).
    error: { main: '#c62828' },
    warning: { main: '#b45309' },
    info: { main: '#01579b' },
    success: { main: '#1b5e20' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.375rem', fontWeight: 600 },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
