import type { CurrentUser } from '@/api/users/user.schemas';

type SentryModule = typeof import('@sentry/nextjs');

// Monitoring is on only when the environment says so; until then nothing leaves the browser.
export const isMonitoringEnabled =
  process.env.NEXT_PUBLIC_SENTRY_ENABLED === 'true' && Boolean(process.env.NEXT_PUBLIC_SENTRY_DSN);

let sentry: Promise<SentryModule | null> | null = null;

export function initMonitoring(): Promise<SentryModule | null> {
  if (!isMonitoringEnabled || typeof window === 'undefined') return Promise.resolve(null);
  sentry ??= import('../../sentry.client.config').then(({ initSentry }) =>
    initSentry(process.env.NEXT_PUBLIC_SENTRY_DSN ?? '', process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT),
  );
  return sentry;
}

export async function reportError(error: unknown, context?: string): Promise<string | undefined> {
  const client = await initMonitoring();
  if (!client) {
    if (process.env.NODE_ENV === 'development') console.warn('[monitoring disabled]', context, error);
    return undefined;
  }
  return client.captureException(error, { tags: context ? { context } : undefined });
}

export async function setMonitoringUser(
  user: Pick<CurrentUser, 'id' | 'email' | 'name'> | null,
): Promise<void> {
  const client = await initMonitoring();
  client?.setUser(user ? { id: String(user.id), email: user.email, username: user.name } : null);
}

export type Feedback = { name: string; email: string; comments: string; eventId?: string };

// Resolves once Sentry has accepted the feedback; rejects when it did not, or when monitoring is off and
// nothing could be sent (the dialog then never says it was).
export async function sendFeedback(feedback: Feedback): Promise<void> {
  const client = await initMonitoring();
  if (!client) throw new Error('Error reporting is off: the feedback was not sent.');
  await client.sendFeedback({
    name: feedback.name,
    email: feedback.email,
    message: feedback.comments,
    associatedEventId: feedback.eventId,
  });
}
