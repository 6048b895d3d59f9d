import { apiBaseUrl } from '@/api/config';
import { endSession, startSession } from '@/api/session';
import { centralBaseUrl } from '@/api/tenant';
import { DEMO_PASSWORD } from '@/lib/demo-accounts';
import { configureMockDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { clearFaults } from '@/mocks/scenarios';

// Component tests run the real hooks against the mocked API on msw/node, from a fresh seed each case.
export function setupMockedApi(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    configureMockDb({ referenceDate: new Date(2026, 10, 2) });
    clearFaults();
    endSession();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

// Logs in through the mocked central API and keeps the token as the app would.
export async function signIn(email: string): Promise<string> {
  const response = await fetch(new URL('login', centralBaseUrl(apiBaseUrl())), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`Could not sign in ${email}`);
  startSession(body.token);
  return body.token;
}
