import type { ReactNode } from 'react';
import { readStoredUser } from '@/api/users/user.queries';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { ErrorReportingContext, type ErrorReporting } from '@/components/feedback/error-reporting';
import { reportError, sendFeedback } from './monitoring';

// What every boundary reports to: monitoring (when on) and the signed-in user for the report dialog.
const reporting: ErrorReporting = {
  report: (error, where) => reportError(error, where),
  sendFeedback: (feedback) => sendFeedback(feedback),
  reporter: () => readStoredUser(),
};

// The last line: an error no screen or section caught shows an apology with the crash report dialog
// instead of a blank page.
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorReportingContext.Provider value={reporting}>
      <ErrorBoundary level="app">{children}</ErrorBoundary>
    </ErrorReportingContext.Provider>
  );
}
