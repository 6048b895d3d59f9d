import { styled } from '@mui/material/styles';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { TOAST_WIDTH_PX } from '@/lib/constants';
import { attachNotistack } from './toasts';

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

export default function ToastProvider() {
  // The provider's constructor has bound notistack's enqueueSnackbar to it by the time this runs.
  useEffect(() => attachNotistack({ enqueueSnackbar, closeSnackbar }), []);
  return (
    <SnackbarProvider
      maxSnack={4}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={toastComponents}
      autoHideDuration={6000}
    />
  );
}
