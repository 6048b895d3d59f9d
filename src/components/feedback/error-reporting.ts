import { createContext } from 'react';
import type { ReportValues } from './report-dialog';

// How a boundary reports what it caught and sends the user's account of it; the app provides the
// monitoring behind it (src/app/providers.tsx), so shared components know nothing of Sentry.
export type ErrorReporting = {
  report: (error: unknown, where: string) => Promise<string | undefined>;
  sendFeedback: (feedback: ReportValues & { eventId?: string }) => Promise<void>;
  // Who is signed in, to fill in the report dialog.
  reporter: () => { name?: string; email?: string } | undefined;
};

export const ErrorReportingContext = createContext<ErrorReporting>({
  report: async () => undefined,
  sendFeedback: async () => undefined,
  reporter: () => undefined,
});
