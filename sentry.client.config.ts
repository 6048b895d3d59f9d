import * as Sentry from '@sentry/nextjs';
import { scrubBreadcrumb, scrubEvent } from './src/lib/scrub-url';

// Loaded only when NEXT_PUBLIC_SENTRY_ENABLED is 'true' (see src/app/monitoring.ts), so the shared
// bundle carries no Sentry code otherwise. Values are SPEC §9's.
export const SENTRY_OPTIONS = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
  replay: {
    maskAllText: true,
    blockAllMedia: true,
    flushMinDelay: 5_000,
    flushMaxDelay: 5_500,
    minReplayDuration: 5_000,
    maxReplayDuration: 60 * 60 * 1000,
  },
} as const;

export function initSentry(dsn: string, environment?: string): typeof Sentry {
  Sentry.init({
    dsn,
    environment,
    enabled: true,
    tracesSampleRate: SENTRY_OPTIONS.tracesSampleRate,
    replaysSessionSampleRate: SENTRY_OPTIONS.replaysSessionSampleRate,
    replaysOnErrorSampleRate: SENTRY_OPTIONS.replaysOnErrorSampleRate,
    // Uncaught errors and unhandled rejections are reported by the app (src/app/error-boundary.tsx),
    // once each, without what is not its own or API errors the error policy already reported, and with
    // the id its report dialog sends the user's account with; Sentry's own handlers would report them twice.
    integrations: (defaults) => [
      ...defaults.filter((integration) => integration.name !== 'GlobalHandlers'),
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({ ...SENTRY_OPTIONS.replay }),
    ],
    // No token, e-mail, signature or registration number leaves in a URL (security review 17, medium 3).
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
  });
  return Sentry;
}
