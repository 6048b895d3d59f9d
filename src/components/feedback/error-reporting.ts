import { createContext } from 'react';
import type { ReportValues } from './report-dialog';

// What reports errors and sends the user's account of them; the app provides it (monitoring behind it,
// src/app/error-boundary.tsx), so shared components know nothing of Sentry.
export type ErrorReportService = {
  // Resolves to the report's id, or undefined when nothing was reported.
  report: (error: unknown, where: string) => Promise<string | undefined>;
  // Whether anything can leave the browser at all (monitoring on); when not, the dialog says so.
  canSend: () => boolean;
  // Resolves once the account was delivered; rejects when it was not.
  sendFeedback: (feedback: ReportValues & { eventId?: string }) => Promise<void>;
  // Who is signed in, to fill in the report dialog.
  reporter: () => { name?: string; email?: string } | undefined;
};

// What a boundary (or the window's listener) does with an error nothing else handled.
export type ErrorReporting = {
  // Reports it and opens the report dialog for it by itself, once per error (SPEC §8).
  capture: (error: unknown, where: string) => void;
  // Opens the dialog again because the user asked to; absent where there is no dialog to open.
  openReport?: (error: unknown) => void;
};

export const ErrorReportingContext = createContext<ErrorReporting>({ capture: () => undefined });
