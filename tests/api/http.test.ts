// @vitest-environment jsdom
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { ApiError } from '@/api/api-error';
import { apiBaseUrl } from '@/api/config';
import {
  http,
  IMPERSONATION_HEADER,
  onSchemaMismatch,
  request,
  SchemaMismatchError,
  TENANT_HEADER,
} from '@/api/http';
import { endSession, startImpersonation, startSession } from '@/api/session';
import { makeToken } from '../support/tokens';

type Seen = { url: string; headers: Headers };
const seen: Seen[] = [];
let answer: () => Response = () => HttpResponse.json({ data: { ok: true } });

const server = setupServer(
  mswHttp.all('*', ({ request: req }) => {
    seen.push({ url: req.url, headers: req.headers });
    return answer();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
  answer = () => HttpResponse.json({ data: { ok: true } });
  endSession();
});

const ok = z.object({ data: z.object({ ok: z.boolean() }) });
const last = () => seen[seen.length - 1]!;

describe('the API client', () => {
  it('uses a base URL ending in /api/', () => {
    expect(apiBaseUrl()).toMatch(/\/api\/$/);
  });

  it('sends tenant calls to the host of the token’s tenant with the bearer token', async () => {
    const token = makeToken({ tenant: 'acme' });
    startSession(token);
    await request(ok, { method: 'GET', url: 'user' });
    expect(last().url).toBe('https://acme.api.staff-portal.test/api/user');
    expect(last().headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('sends pre-login calls to central/ on the bare host', async () => {
    await request(ok, { method: 'POST', url: 'login', central: true });
    expect(last().url).toBe('https://api.staff-portal.test/api/central/login');
  });

  it('sends no token and no impersonation to central/ even with a session (security review 17, low)', async () => {
    startSession(makeToken({ tenant: 'acme' }));
    startImpersonation({ userId: 7, name: 'Ann Example', token: 'imp-token' });
    await request(ok, { method: 'POST', url: 'login', central: true });
    expect(last().url).toBe('https://api.staff-portal.test/api/central/login');
    expect(last().headers.get('authorization')).toBeNull();
    expect(last().headers.get(IMPERSONATION_HEADER)).toBeNull();
  });

  it('refuses an explicit tenant that is no host name, sending nothing', async () => {
    await expect(
      request(ok, { method: 'GET', url: 'positions', tenant: 'evil.com/' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(0);
  });

  it('honours an explicit tenant, in the host and as a header', async () => {
    await request(ok, { method: 'GET', url: 'positions', tenant: 'globex' });
    expect(last().url).toBe('https://globex.api.staff-portal.test/api/positions');
    expect(last().headers.get(TENANT_HEADER)).toBe('globex');
  });

  it('adds the impersonation token to every call while impersonating', async () => {
    startSession(makeToken({ tenant: 'acme' }));
    startImpersonation({ userId: 7, name: 'Ann Example', token: 'imp-token' });
    await request(ok, { method: 'GET', url: 'notifications' });
    expect(last().headers.get(IMPERSONATION_HEADER)).toBe('imp-token');
  });

  it('never sends the token to an absolute URL elsewhere', async () => {
    startSession(makeToken({ tenant: 'acme' }));
    startImpersonation({ userId: 7, name: 'Ann Example', token: 'imp-token' });
    await http.get('https://files.elsewhere.test/report.pdf');
    expect(last().url).toBe('https://files.elsewhere.test/report.pdf');
    expect(last().headers.get('authorization')).toBeNull();
    expect(last().headers.get(IMPERSONATION_HEADER)).toBeNull();
  });

  it('ignores an expired token', async () => {
    startSessionExpired();
    await request(ok, { method: 'GET', url: 'positions' });
    expect(last().headers.get('authorization')).toBeNull();
  });

  it('rejects a failed call with an ApiError that keeps the original response', async () => {
    answer = () =>
      HttpResponse.json(
        {
          message: 'The given data was invalid.',
          errors: { first_name: ['The first name field is required.'] },
        },
        { status: 422, headers: { 'x-request-id': 'req-1' } },
      );
    const failure = await request(ok, { method: 'POST', url: 'user' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    const apiError = failure as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.message).toBe('The given data was invalid.');
    expect(apiError.fieldErrors).toEqual({ first_name: ['The first name field is required.'] });
    expect(apiError.requestId).toBe('req-1');
    expect(apiError.response?.status).toBe(422);
    expect(apiError.response?.data).toEqual({
      message: 'The given data was invalid.',
      errors: { first_name: ['The first name field is required.'] },
    });
  });

  it('marks failures of suppressed calls', async () => {
    answer = () => HttpResponse.json({ message: 'Boom' }, { status: 500 });
    const failure = (await request(ok, { method: 'GET', url: 'user', suppressed: true }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(failure.status).toBe(500);
    expect(failure.suppressed).toBe(true);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    answer = () => HttpResponse.error();
    const failure = (await request(ok, { method: 'GET', url: 'user' }).catch((e: unknown) => e)) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(0);
  });

  it('parses every response with its schema and fails loudly on a mismatch in tests', async () => {
    answer = () => HttpResponse.json({ data: 'oops' });
    await expect(request(ok, { method: 'GET', url: 'user' })).rejects.toBeInstanceOf(SchemaMismatchError);
  });

  it('in production a mismatch is reported and the call still fails, so the screen shows its error state (security review 17, medium 11)', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const reported = vi.fn();
    onSchemaMismatch(reported);
    answer = () => HttpResponse.json({ data: 'oops' });
    await expect(request(ok, { method: 'GET', url: 'user' })).rejects.toBeInstanceOf(SchemaMismatchError);
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ url: 'user' }));
    onSchemaMismatch(() => undefined);
  });
});

function startSessionExpired() {
  const expired = makeToken({ tenant: 'acme', exp: Math.floor(Date.now() / 1000) - 60 });
  document.cookie = `token=${expired}; path=/`;
}
