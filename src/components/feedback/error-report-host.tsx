import dynamic from 'next/dynamic';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { describeError, errorSignature } from '@/lib/unhandled-errors';
import { ErrorReportingContext, type ErrorReportService, type ErrorReporting } from './error-reporting';

// Loaded only when something has gone wrong.
const ReportDialog = dynamic(() => import('./report-dialog').then((m) => m.ReportDialog), { ssr: false });

// One error as reported: the report's id, to send the user's account with, and what to copy instead.
type Incident = { eventId: Promise<string | undefined>; details: string };
type Shown = { key: number; incident: Incident; open: boolean };

// The report dialog of SPEC §8 for every error nothing else handled, wherever it was caught. Each error
// is reported once and opens the dialog by itself once: not again for the same error, nor for the same
// fault thrown again, nor for errors that arrive while it is open (a burst gets one dialog); closed, it
// stays closed, unless the user asks for it again (a fallback's "Tell us what happened").
export function ErrorReportHost({ service, children }: { service: ErrorReportService; children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const seen = useRef({
    errors: new WeakMap<object, Incident>(),
    values: new Map<string, Incident>(), // errors that are not objects, by their signature
    offered: new Set<string>(),
    open: false,
    key: 0,
  });

  const remembered = useCallback((error: unknown): Incident | undefined => {
    const { errors, values } = seen.current;
    return typeof error === 'object' && error !== null
      ? errors.get(error)
      : values.get(errorSignature(error));
  }, []);

  const report = useCallback(
    (error: unknown, where: string): Incident => {
      const incident: Incident = {
        eventId: service.report(error, where).catch(() => undefined),
        details: describeError(error, where, window.location.pathname, new Date()),
      };
      if (typeof error === 'object' && error !== null) seen.current.errors.set(error, incident);
      else seen.current.values.set(errorSignature(error), incident);
      return incident;
    },
    [service],
  );

  const show = useCallback((incident: Incident) => {
    seen.current.open = true;
    seen.current.key += 1;
    setShown({ key: seen.current.key, incident, open: true });
  }, []);

  const capture = useCallback(
    (error: unknown, where: string) => {
      if (remembered(error)) return;
      const incident = report(error, where);
      const signature = errorSignature(error);
      if (seen.current.offered.has(signature)) return;
      seen.current.offered.add(signature);
      if (!seen.current.open) show(incident);
    },
    [remembered, report, show],
  );

  const openReport = useCallback(
    (error: unknown) => show(remembered(error) ?? report(error, 'reported by the user')),
    [remembered, report, show],
  );

  const close = useCallback(() => {
    seen.current.open = false;
    setShown((current) => (current ? { ...current, open: false } : null));
  }, []);

  const reporting = useMemo<ErrorReporting>(() => ({ capture, openReport }), [capture, openReport]);
  const reporter = shown ? service.reporter() : undefined;

  return (
    <ErrorReportingContext.Provider value={reporting}>
      {children}
      {shown ? (
        <ReportDialog
          key={shown.key}
          open={shown.open}
          canSend={service.canSend()}
          details={shown.incident.details}
          defaultName={reporter?.name}
          defaultEmail={reporter?.email}
          onSend={async (values) =>
            service.sendFeedback({ ...values, eventId: await shown.incident.eventId })
          }
          onClose={close}
        />
      ) : null}
    </ErrorReportingContext.Provider>
  );
}
