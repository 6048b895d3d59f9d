import { enqueueSnackbar } from '@/components/toasts/toasts';
import Router from 'next/router';
import { useEffect } from 'react';
import { configureErrorEffects } from '@/api/error-policy';
import { onSchemaMismatch } from '@/api/http';
import { ToastMessage } from '@/components/feedback/toast-message';
import { reportError } from './monitoring';

// Wires the error policy to the router, the toasts and monitoring for the life of the app.
export function useErrorEffects(): void {
  useEffect(() => {
    onSchemaMismatch((error) => void reportError(error, 'schema'));
    return configureErrorEffects({
      navigate: (path) => void Router.push(path),
      notify: ({ title, message }) =>
        enqueueSnackbar(<ToastMessage title={title} message={message} />, {
          variant: 'error',
          preventDuplicate: true,
          key: `${title ?? ''}|${message}`,
        }),
      report: (error, context) => void reportError(error, context),
    });
  }, []);
}
