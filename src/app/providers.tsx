import CssBaseline from '@mui/material/CssBaseline';
import { styled, ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/api/query-client';
import { TOAST_WIDTH_PX } from '@/lib/constants';
import { AppErrorBoundary } from './error-boundary';
import { theme } from './theme';

// Toasts sit bottom right, 400px wide (SPEC §2), in the theme's colours: notistack's own green and
// orange fail WCAG AA contrast with white text.
const Toast = styled(MaterialDesignContent)(({ theme: { palette } }) => ({
  width: TOAST_WIDTH_PX,
  maxWidth: 'calc(100vw - 32px)',
  '&.notistack-MuiContent-success': {
    backgroundColor: palette.success.main,
    color: palette.success.contrastText,
  },
  '&.notistack-MuiContent-error': { backgroundColor: palette.error.main, color: palette.error.contrastText },
  '&.notistack-MuiContent-warning': {
    backgroundColor: palette.warning.main,
    color: palette.warning.contrastText,
  },
  '&.notistack-MuiContent-info': { backgroundColor: palette.info.main, color: palette.info.contrastText },
}));
const toastComponents = { default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast };

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        maxSnack={4}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        Components={toastComponents}
        autoHideDuration={6000}
      >
        <QueryClientProvider client={client}>
          <AppErrorBoundary>{children}</AppErrorBoundary>
        </QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
