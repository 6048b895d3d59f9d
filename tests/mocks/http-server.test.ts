import { request as httpRequest } from 'node:http';
import { configureMockDb } from '@/mocks/db';
import { isAllowedOrigin, startMockApiServer, targetUrlOf, type MockApiServer } from '@/mocks/http-server';
import { applyFaultsFromJson, clearFaults } from '@/mocks/scenarios';
import { DEMO_PASSWORD } from '@/lib/demo-accounts';
import { REFERENCE_DATE } from '../support/mock-api';

// `npm run api`: the mocked API over real HTTP. Requests go to 127.0.0.1 with the Host header a
// browser sends for http://acme.localhost:<port>/ (Node's resolver, unlike browsers and curl, does not
// know *.localhost).

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

let server: MockApiServer;

function send(
  host: string,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method,
        headers: {
          Host: `${host}:${server.port}`,
          Accept: 'application/json',
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const json = (answer: Answer): unknown => JSON.parse(answer.body.toString('utf8'));

async function login(email: string): Promise<string> {
  const answer = await send('localhost', '/api/central/login', {
    method: 'POST',
    body: { email, password: DEMO_PASSWORD },
  });
  expect(answer.status).toBe(200);
  return (json(answer) as { token: string }).token;
}

beforeAll(async () => {
  server = await startMockApiServer({ port: 0 });
});
afterAll(() => server.close());
beforeEach(() => {
  configureMockDb({ referenceDate: REFERENCE_DATE });
  clearFaults();
});

describe('the mocked API as an HTTP server', () => {
  it('says where it is: central on the bare host, tenants as subdomains of localhost', () => {
    expect(server.baseUrl).toBe(`http://localhost:${server.port}/api/`);
    expect(targetUrlOf(`localhost:${server.port}`, '/api/central/login')).toBe(
      'https://api.staff-portal.test/api/central/login',
    );
    expect(targetUrlOf(`acme.localhost:${server.port}`, '/api/user?x=1')).toBe(
      'https://acme.api.staff-portal.test/api/user?x=1',
    );
    expect(targetUrlOf('evil.example.com', '/api/user')).toBeNull();
    expect(targetUrlOf('localhost', '/other')).toBeNull();
  });

  it('logs in on central/ and answers the tenant host of the token, and no other', async () => {
    const token = await login('admin@acme.test');
    const own = await send('acme.localhost', '/api/user', { headers: { Authorization: `Bearer ${token}` } });
    expect(own.status).toBe(200);
    expect(json(own)).toMatchObject({ data: { email: 'admin@acme.test', role: 'admin' } });
    const other = await send('globex.localhost', '/api/user', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(other.status).toBe(403);
    const none = await send('acme.localhost', '/api/user');
    expect(none.status).toBe(401);
    expect(json(none)).toEqual({ message: 'Unauthenticated.' });
  });

  it('keeps its own data per tenant', async () => {
    const acme = await login('admin@acme.test');
    const globex = await login('admin@globex.test');
    const names = async (tenant: string, token: string) =>
      (
        json(
          await send(`${tenant}.localhost`, '/api/minimal-users?with_archived=1', {
            headers: { Authorization: `Bearer ${token}` },
          }),
        ) as { data: { email: string }[] }
      ).data.map((user) => user.email);
    expect(await names('acme', acme)).toContain('employee@acme.test');
    expect(await names('globex', globex)).not.toContain('employee@acme.test');
  });

  it('answers a preflight from an app origin with the headers the client sends, and no other origin', async () => {
    const allowed = await send('acme.localhost', '/api/user', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:3200',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,x-impersonation-token,x-tenant,content-type',
      },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3200');
    expect(allowed.headers['access-control-allow-methods']).toContain('PATCH');
    expect(String(allowed.headers['access-control-allow-headers']).split(', ')).toEqual(
      expect.arrayContaining(['Authorization', 'X-Impersonation-Token', 'X-Tenant', 'Content-Type']),
    );
    const foreign = await send('acme.localhost', '/api/user', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example.com', 'Access-Control-Request-Method': 'GET' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    // Any loopback app, and the origins given with --origin.
    expect(isAllowedOrigin('http://localhost:3000')).toBe(true);
    expect(isAllowedOrigin('https://app.example.com', ['https://app.example.com'])).toBe(true);
    expect(isAllowedOrigin('http://localhost.example.com:3000')).toBe(false);
    expect(isAllowedOrigin('null')).toBe(false);
  });

  it('sends a file with its name exposed to the app origin', async () => {
    const token = await login('admin@acme.test');
    const answer = await send('acme.localhost', '/api/generate-cv?ids[]=3', {
      headers: { Authorization: `Bearer ${token}`, Origin: 'http://localhost:3000' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"/);
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(answer.headers['access-control-expose-headers']).toBe('Content-Disposition, X-Request-Id');
    expect(answer.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('switches faults on over HTTP, and a reset switches them off with the data', async () => {
    const token = await login('admin@acme.test');
    const auth = { Authorization: `Bearer ${token}` };
    const on = await send('localhost', '/api/central/__mock__/faults', {
      method: 'POST',
      body: [{ method: 'GET', path: 'notifications', status: 500 }, { path: 'not a fault' }],
    });
    expect(json(on)).toEqual({ message: '2 faults switched on; 2 in all.' });
    expect((await send('acme.localhost', '/api/notifications', { headers: auth })).status).toBe(500);
    const listed = await send('localhost', '/api/central/__mock__/faults');
    expect(json(listed)).toMatchObject({ data: [{ method: 'GET', path: 'notifications', status: 500 }, {}] });

    // A fault on every path leaves the switches themselves alone.
    await send('localhost', '/api/central/__mock__/faults', {
      method: 'POST',
      body: { faults: [{ path: '/.*/' }] },
    });
    const reset = await send('localhost', '/api/central/__mock__/reset', { method: 'POST', body: {} });
    expect(json(reset)).toEqual({ message: 'Demo data has been reset.' });
    expect((await send('acme.localhost', '/api/notifications', { headers: auth })).status).toBe(200);
  });

  it('switches on the faults of MOCK_FAULTS at start', async () => {
    expect(applyFaultsFromJson('[{"method":"GET","path":"user","status":503}, {"nonsense":true}]')).toBe(1);
    const token = await login('admin@acme.test');
    const answer = await send('acme.localhost', '/api/user', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(503);
    expect(json(answer)).toEqual({ message: 'Service Unavailable' });
    expect(applyFaultsFromJson('not json')).toBe(0);
  });

  it('answers what it does not know as Laravel does', async () => {
    const answer = await send('localhost', '/api/no-such-thing');
    expect(answer.status).toBe(404);
    expect(json(answer)).toEqual({ message: 'Not found.' });
  });
});
