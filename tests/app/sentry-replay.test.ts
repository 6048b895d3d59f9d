import * as Sentry from '@sentry/nextjs';
import { initSentry } from '../../sentry.client.config';

// Issue 30: Session Replay records network entries, navigations and breadcrumbs of its own, and sends
// a replay event with the pages visited; none of it may carry what spans may not (registration
// numbers, tokens, e-mails, phones, search terms in URLs), nor any request or response body or header.
// Sentry is replaced here so the options initSentry gives it can be read and used.
vi.mock('@sentry/nextjs', () => ({
  init: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: vi.fn((options: unknown) => ({ name: 'Replay', options })),
}));

type Integration = {
  name: string;
  options?: Record<string, unknown>;
  processEvent?: (event: unknown) => unknown;
};
type RecordingHook = (event: unknown) => { data: { payload: Record<string, unknown> } } | null;

function integrations(): Integration[] {
  initSentry('https://key@o1.ingest.sentry.io/2');
  const options = vi.mocked(Sentry.init).mock.lastCall?.[0] as {
    integrations: (d: Integration[]) => Integration[];
  };
  return options.integrations([]);
}

const replayOptions = () => integrations().find((integration) => integration.name === 'Replay')!.options!;
const recordingHook = () => replayOptions().beforeAddRecordingEvent as RecordingHook;

const SEARCH = 'https://acme.api.example/api/users?search=Nino%20Beridze&email=nino%40example.com';
const REGISTRATION = 'https://app.example/employee-registration/8f2c1d9e?phone=%2B995555123456';
const TOKEN = 'Bearer eyJhbGciOiJIUzI1NiJ9.secret';

const custom = (tag: string, payload: Record<string, unknown>) => ({
  type: 5,
  timestamp: 1,
  data: { tag, payload },
});

describe('Session Replay keeps what spans may keep, and no more (issue 30)', () => {
  it('captures no request or response body or header for any URL, and masks text, inputs and media', () => {
    expect(replayOptions()).toMatchObject({
      networkDetailAllowUrls: [],
      networkCaptureBodies: false,
      networkRequestHeaders: [],
      networkResponseHeaders: [],
      maskAllText: true,
      maskAllInputs: true,
      blockAllMedia: true,
    });
  });

  it('scrubs a recorded request: its URL without query or secret path, sizes only', () => {
    const event = recordingHook()(
      custom('performanceSpan', {
        op: 'resource.fetch',
        description: SEARCH,
        startTimestamp: 1,
        endTimestamp: 2,
        data: {
          method: 'GET',
          statusCode: 200,
          request: { size: 12, headers: { authorization: TOKEN }, body: { email: 'nino@example.com' } },
          response: { size: 34, headers: { 'set-cookie': 'token=x' }, body: { phone: '+995555123456' } },
        },
      }),
    );
    const text = JSON.stringify(event);
    for (const secret of ['Nino', 'nino', '995555123456', 'eyJ', 'set-cookie', 'token=x']) {
      expect(text).not.toContain(secret);
    }
    expect(event?.data.payload).toMatchObject({
      description: 'https://acme.api.example/api/users',
      data: { method: 'GET', statusCode: 200, request: { size: 12 }, response: { size: 34 } },
    });
  });

  it('scrubs recorded navigations and breadcrumbs: no registration number, search term or contact in a URL', () => {
    const hook = recordingHook();
    const navigation = hook(
      custom('performanceSpan', {
        op: 'navigation.push',
        description: '/employees?search=Nino',
        startTimestamp: 1,
        endTimestamp: 1,
        data: { previous: REGISTRATION },
      }),
    );
    const crumb = hook(
      custom('breadcrumb', {
        type: 'default',
        timestamp: 1,
        category: 'navigation',
        data: { from: REGISTRATION, to: '/employees?search=Nino' },
      }),
    );
    const click = hook(
      custom('breadcrumb', {
        type: 'default',
        timestamp: 1,
        category: 'ui.slowClickDetected',
        message: 'button#save',
        data: { url: SEARCH, timeAfterClickMs: 7000, endReason: 'timeout' },
      }),
    );
    const console = hook(
      custom('breadcrumb', {
        type: 'default',
        timestamp: 1,
        category: 'console',
        level: 'error',
        message: `GET ${SEARCH} failed`,
        data: { logger: 'console', arguments: [`GET ${SEARCH} failed`, { url: REGISTRATION }] },
      }),
    );
    const text = JSON.stringify([navigation, crumb, click, console]);
    for (const secret of ['8f2c1d9e', 'Nino', 'nino', '995555123456']) expect(text).not.toContain(secret);
    expect(navigation?.data.payload.description).toBe('/employees');
    expect(crumb?.data.payload.data).toEqual({
      from: 'https://app.example/employee-registration/[redacted]',
      to: '/employees',
    });
    // A click's selector is no URL: it stays as it was.
    expect(click?.data.payload.message).toBe('button#save');
    expect(console?.data.payload.message).toBe('GET https://acme.api.example/api/users failed');
  });

  it('scrubs the replay event sent with each segment: the pages visited and the page’s own URL', () => {
    const scrubber = integrations().find((integration) => integration.processEvent)!;
    const event = scrubber.processEvent!({
      type: 'replay_event',
      urls: [REGISTRATION, 'https://app.example/employees?search=Nino'],
      request: { url: REGISTRATION, headers: { Referer: SEARCH, 'User-Agent': 'test' } },
    });
    expect(JSON.stringify(event)).not.toMatch(/8f2c1d9e|Nino|nino|995555123456/);
    expect(event).toMatchObject({
      urls: ['https://app.example/employee-registration/[redacted]', 'https://app.example/employees'],
      request: {
        url: 'https://app.example/employee-registration/[redacted]',
        headers: { Referer: 'https://acme.api.example/api/users', 'User-Agent': 'test' },
      },
    });
  });
});
