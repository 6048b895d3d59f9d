import * as Sentry from '@sentry/nextjs';
import { scrubRecordingEvent, scrubReplayEvent } from './src/lib/scrub-replay';
import { scrubBreadcrumb, scrubEvent, scrubSpan } from './src/lib/scrub-url';

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

// No token, e-mail, phone, search term, signature or registration number leaves in a URL (security
// review 17, medium 3; issue 30, M4): breadcrumbs, errors, and every span. @sentry/nextjs 11 streams spans
// by default (traceLifecycle 'stream') and then calls beforeSendSpan for each and never
// beforeSendTransaction; with traceLifecycle 'static' the transaction event and each of its spans are
// scrubbed all the same.
type InitOptions = NonNullable<Parameters<typeof Sentry.init>[0]>;
type Scrubbers = Required<
  Pick<InitOptions, 'beforeBreadcrumb' | 'beforeSend' | 'beforeSendSpan' | 'beforeSendTransaction'>
>;
export const SENTRY_SCRUBBERS = {
  beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  beforeSend: (event) => scrubEvent(event),
  beforeSendSpan: (span) => scrubSpan(span),
  beforeSendTransaction: (event) => scrubEvent(event),
} satisfies Scrubbers;

// Session Replay records what spans carry, in its own way (issue 30): its network entries, navigations
// and breadcrumbs are scrubbed as spans are (beforeAddRecordingEvent), it captures no request or
// response body or header for any URL, and the replay event's page URLs are scrubbed too.
type ReplayOptions = NonNullable<Parameters<typeof Sentry.replayIntegration>[0]>;
export const SENTRY_REPLAY_PRIVACY = {
  maskAllText: true,
  maskAllInputs: true,
  blockAllMedia: true,
  networkDetailAllowUrls: [],
  networkCaptureBodies: false,
  networkRequestHeaders: [],
  networkResponseHeaders: [],
  beforeAddRecordingEvent: (event) => scrubRecordingEvent(event),
} satisfies ReplayOptions;

// Replay's own event goes through event processors only, never through beforeSend.
const scrubReplayEvents = {
  name: 'ScrubReplayEvent',
  processEvent: (event: Sentry.Event) => scrubReplayEvent(event),
};

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
      Sentry.replayIntegration({ ...SENTRY_OPTIONS.replay, ...SENTRY_REPLAY_PRIVACY }),
      scrubReplayEvents,
    ],
    ...SENTRY_SCRUBBERS,
  });
  return Sentry;
}
