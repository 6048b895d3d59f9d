import { apiBaseUrl } from '@/api/config';
import { endSession, startSession } from '@/api/session';
import { centralBaseUrl, tenantBaseUrl } from '@/api/tenant';
import { DEMO_PASSWORD } from '@/lib/demo-accounts';
import { configureMockDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { clearFaults } from '@/mocks/scenarios';

// The one mocked API of the unit tests: calls to it, screens and hooks over it, and the mock's own rules.

// A fixed day, so seeds are identical whenever the suite runs.
export const REFERENCE_DATE = new Date(2025, 4, 15);

// msw/node for the file; every case starts from a fresh seed, no faults and no session. Handlers a case
// added and listeners on the server end with the case (in the setup files).
export function setupMockApi(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    configureMockDb({ referenceDate: REFERENCE_DATE });
    clearFaults();
    // A session lives in cookies: only where there is a document to keep them.
    if (typeof document !== 'undefined') endSession();
  });
  afterAll(() => server.close());
}

// The browser's today is the mock's (noon of REFERENCE_DATE), as it is outside tests: for screens that
// offer or show dates relative to today. Only Date is faked; timers run as usual.
export function browserAtReferenceDate(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(REFERENCE_DATE.getTime() + 12 * 3600_000));
  });
  afterEach(() => vi.useRealTimers());
}

export const tenantUrl = (tenant: string, path: string): string =>
  new URL(path, tenantBaseUrl(apiBaseUrl(), tenant)).toString();

export const centralUrl = (path: string): string => new URL(path, centralBaseUrl(apiBaseUrl())).toString();

export type Call = { status: number; body: unknown };

export async function call(url: string, init: RequestInit = {}): Promise<Call> {
  const response = await fetch(url, { ...init, headers: { Accept: 'application/json', ...init.headers } });
  return { status: response.status, body: await response.json() };
}

export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}): Promise<Call> =>
  call(url, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...headers },
  });

export const bearer = (token: string, impersonation?: string): Record<string, string> => ({
  Authorization: `Bearer ${token}`,
  ...(impersonation ? { 'X-Impersonation-Token': impersonation } : {}),
});

// Logs in through the mocked central API and returns the token.
export async function login(email: string, password: string = DEMO_PASSWORD): Promise<string> {
  const { status, body } = await postJson(centralUrl('login'), { email, password });
  if (
    status !== 200 ||
    typeof body !== 'object' ||
    body === null ||
    !('token' in body) ||
    typeof body.token !== 'string'
  ) {
    throw new Error(`Login of ${email} failed with ${status}: ${JSON.stringify(body)}`);
  }
  return body.token;
}

// Logs in and keeps the token as the app would, for hooks and screens.
export async function signIn(email: string): Promise<string> {
  const token = await login(email);
  startSession(token);
  return token;
}

// GET on a tenant host as the given user.
export async function getAs(
  tenant: string,
  path: string,
  token: string,
  impersonation?: string,
): Promise<Call> {
  return call(tenantUrl(tenant, path), { headers: bearer(token, impersonation) });
}

// Any method on a tenant host as the given user, with a JSON body when one is given.
export async function sendAs(
  tenant: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<Call> {
  return call(tenantUrl(tenant, path), {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

// Takes a permission away from a seeded user (the token's claims are not what the mock checks).
export async function revoke(tenant: string, email: string, permission: string): Promise<void> {
  const { getTenantDb } = await import('@/mocks/db');
  await (
    await getTenantDb(tenant)
  ).users.update((q) => q.where({ email }), {
    data(user) {
      user.permissions = user.permissions.filter((granted) => granted !== permission);
    },
  });
}
