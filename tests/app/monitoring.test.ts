import { SENTRY_OPTIONS } from '../../sentry.client.config';

describe('error reporting (SPEC §9)', () => {
  it('samples every trace, 10% of sessions and every session with an error', () => {
    expect(SENTRY_OPTIONS.tracesSampleRate).toBe(1);
    expect(SENTRY_OPTIONS.replaysSessionSampleRate).toBe(0.1);
    expect(SENTRY_OPTIONS.replaysOnErrorSampleRate).toBe(1);
  });

  it('masks all text and blocks media in replays, flushes after 5 to 5.5 s, keeps replays of 5 s to 1 h', () => {
    expect(SENTRY_OPTIONS.replay).toEqual({
      maskAllText: true,
      blockAllMedia: true,
      flushMinDelay: 5000,
      flushMaxDelay: 5500,
      minReplayDuration: 5000,
      maxReplayDuration: 3_600_000,
    });
  });

  it('is off, and loads nothing, unless the environment flag enables it', async () => {
    vi.resetModules();
    vi.stubEnv('NEXT_PUBLIC_SENTRY_ENABLED', '');
    vi.stubEnv('NEXT_PUBLIC_SENTRY_DSN', 'https://key@o1.ingest.sentry.io/2');
    const monitoring = await import('@/app/monitoring');
    expect(monitoring.isMonitoringEnabled).toBe(false);
    await expect(monitoring.initMonitoring()).resolves.toBeNull();
    await expect(monitoring.reportError(new Error('x'))).resolves.toBeUndefined();
    vi.unstubAllEnvs();
  });

  it('is on with the flag and a DSN', async () => {
    vi.resetModules();
    vi.stubEnv('NEXT_PUBLIC_SENTRY_ENABLED', 'true');
    vi.stubEnv('NEXT_PUBLIC_SENTRY_DSN', 'https://key@o1.ingest.sentry.io/2');
    const monitoring = await import('@/app/monitoring');
    expect(monitoring.isMonitoringEnabled).toBe(true);
    vi.unstubAllEnvs();
  });
});
