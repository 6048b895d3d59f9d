import { isCancelledError } from '@tanstack/react-query';
import { useContext, useEffect, type ReactNode } from 'react';
import { isApiError } from '@/api/api-error';
import { readStoredUser } from '@/api/users/user.queries';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { ErrorReportHost } from '@/components/feedback/error-report-host';
import { ErrorReportingContext, type ErrorReportService } from '@/components/feedback/error-reporting';
import { isAppError, type UncaughtError } from '@/lib/unhandled-errors';
import { isMonitoringEnabled, reportError, sendFeedback } from './monitoring';

// What every error is reported to: monitoring (when on) and the signed-in user for the report dialog.
const monitoring: ErrorReportService = {
  report: (error, where) => reportError(error, where),
  canSend: () => isMonitoringEnabled,
  sendFeedback: (feedback) => sendFeedback(feedback),
  reporter: () => readStoredUser(),
};

// Errors no boundary sees: thrown in an event handler or a timer, or a promise rejected with no one to
// catch it. Left out: what is not the app's (src/lib/unhandled-errors.ts), cancelled queries, and API
// errors, which the error policy already told the user about and reported (src/api/error-policy.ts).
function UncaughtErrors() {
  const { capture } = useContext(ErrorReportingContext);
  useEffect(() => {
    const take = (where: string, uncaught: UncaughtError) => {
      if (isApiError(uncaught.error) || isCancelledError(uncaught.error)) return;
      if (!isAppError(uncaught, window.location.origin)) return;
      capture(uncaught.error ?? new Error(uncaught.message), where);
    };
    const onError = (event: ErrorEvent) =>
      take('uncaught', { error: event.error, message: event.message, filename: event.filename });
    const onRejection = (event: PromiseRejectionEvent) =>
      take('unhandled rejection', { error: event.reason });
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [capture]);
  return null;
}

// The last line: every unhandled error opens the crash report dialog (SPEC §8), and one no screen or
// section caught shows an apology instead of a blank page. `service` replaces monitoring in tests.
export function AppErrorBoundary({
  children,
  service = monitoring,
}: {
  children: ReactNode;
  service?: ErrorReportService;
}) {
  return (
    <ErrorReportHost service={service}>
      <UncaughtErrors />
      <ErrorBoundary level="app">{children}</ErrorBoundary>
    </ErrorReportHost>
  );
}
