import { request as httpRequest, type IncomingMessage } from 'node:http';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES } from '@/lib/attachments';
import { COMPANY_LOGO_MAX_BYTES } from '@/api/administrative-information/administrative-information.schemas';
import { CV_FILE_MAX_BYTES } from '@/api/cvs/cv.schemas';
import { DEMO_PASSWORD } from '@/lib/demo-accounts';
import { DEMO_RESET_TOKEN } from '@/mocks/handlers/auth';
import { configureMockDb } from '@/mocks/db';
import { MAX_REQUEST_BYTES, startMockApiServer, type MockApiServer } from '@/mocks/http-server';
import { clearFaults, listFaults } from '@/mocks/scenarios';
import { REFERENCE_DATE } from '../support/mock-api';

// Issue 30, L1: `npm run api` bounds what a request can cost (body size), keeps its switches out of a
// cross-site form's reach, and keeps secrets out of its request log. Requests go to 127.0.0.1 with
// the Host header a browser sends, as in http-server.test.ts.

type Answer = { status: number; headers: IncomingMessage['headers']; body: string };

let server: MockApiServer;
let logged: string[] = [];

function send(
  target: MockApiServer,
  path: string,
  {
    method = 'GET',
    host = 'localhost',
    headers = {},
    body,
  }: { method?: string; host?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: target.port,
        path,
        method,
        headers: { Host: `${host}:${target.port}`, Accept: 'application/json', ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

// A request whose body is only partly sent: the answer it gets before the rest would arrive, or
// 'no answer' when the server waits for the rest.
function sendPartly(
  target: MockApiServer,
  headers: Record<string, string>,
  firstPart: Buffer,
  waitMs = 5_000,
): Promise<{ status: number; body: string } | 'no answer'> {
  return new Promise((resolve) => {
    const outgoing = httpRequest({
      host: '127.0.0.1',
      port: target.port,
      path: '/api/central/login',
      method: 'POST',
      headers: { Host: `localhost:${target.port}`, 'Content-Type': 'application/json', ...headers },
    });
    const timer = setTimeout(() => {
      outgoing.destroy();
      resolve('no answer');
    }, waitMs);
    outgoing.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        clearTimeout(timer);
        outgoing.destroy();
        resolve({ status: response.statusCode ?? 0, body: text });
      });
    });
    // The server may close the connection while the rest is still unsent.
    outgoing.on('error', () => undefined);
    outgoing.write(firstPart);
  });
}

const loginWorks = async (email: string) =>
  (
    await send(server, '/api/central/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    })
  ).status === 200;

beforeAll(async () => {
  server = await startMockApiServer({ port: 0, log: (line) => logged.push(line) });
});
afterAll(() => server.close());
beforeEach(() => {
  configureMockDb({ referenceDate: REFERENCE_DATE });
  clearFaults();
  logged = [];
});

describe('npm run api: request size', () => {
  it('allows a body above the largest upload the app makes', () => {
    // Company details: a logo and five documents in one multipart request, the largest the app sends.
    const largestUpload = COMPANY_LOGO_MAX_BYTES + ATTACHMENT_MAX_FILES * ATTACHMENT_MAX_BYTES;
    expect(MAX_REQUEST_BYTES).toBeGreaterThan(largestUpload + 1024 * 1024);
    expect(MAX_REQUEST_BYTES).toBeGreaterThan(CV_FILE_MAX_BYTES);
    expect(MAX_REQUEST_BYTES).toBeLessThanOrEqual(32 * 1024 * 1024);
  });

  it('answers 413 to a body declared larger than the cap, before the rest of it arrives', async () => {
    const answer = await sendPartly(
      server,
      { 'Content-Length': String(60 * 1024 * 1024) },
      Buffer.alloc(64 * 1024, 0x20),
    );
    expect(answer).toEqual({ status: 413, body: JSON.stringify({ message: 'Content Too Large' }) });
  });

  it('answers 413 once a body sent without a length passes the cap, without waiting for its end', async () => {
    const small = await startMockApiServer({ port: 0, maxBodyBytes: 1024 * 1024 });
    try {
      const answer = await sendPartly(
        small,
        { 'Transfer-Encoding': 'chunked' },
        Buffer.alloc(1024 * 1024 + 512 * 1024, 0x20),
      );
      expect(answer).toMatchObject({ status: 413 });
      // A body under the cap is read as before (here: a login with no fields, Laravel's 422).
      const under = await send(small, '/api/central/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: `{}${' '.repeat(900 * 1024)}`,
      });
      expect(under.status).toBe(422);
    } finally {
      await small.close();
    }
  });
});

describe('npm run api: the control routes refuse what a cross-site form can send', () => {
  // A cross-site page can POST text/plain, urlencoded or multipart bodies (a form) or a bodiless POST
  // (fetch with mode no-cors) without a preflight; application/json needs one, which the server
  // refuses to foreign origins.
  const crossSite: Record<string, string>[] = [
    { 'Content-Type': 'text/plain' },
    { 'Content-Type': 'application/x-www-form-urlencoded' },
    { 'Content-Type': 'multipart/form-data; boundary=x' },
    {},
  ];

  it('switches no fault on and resets nothing unless the request is JSON', async () => {
    const fault = JSON.stringify([{ method: 'GET', path: 'notifications', status: 500 }]);
    for (const headers of crossSite) {
      const on = await send(server, '/api/central/__mock__/faults', {
        method: 'POST',
        headers: { Origin: 'https://evil.example.com', ...headers },
        body: fault,
      });
      expect(on.status).toBe(415);
      expect(JSON.parse(on.body)).toEqual({
        message: 'Send the request as JSON (Content-Type: application/json).',
      });
    }
    expect(listFaults()).toEqual([]);

    const json = await send(server, '/api/central/__mock__/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: fault,
    });
    expect(json.status).toBe(200);
    for (const headers of crossSite) {
      const reset = await send(server, '/api/central/__mock__/reset', {
        method: 'POST',
        headers: { Origin: 'https://evil.example.com', ...headers },
        body: headers['Content-Type'] ? '{"x":"="}' : undefined,
      });
      expect(reset.status).toBe(415);
    }
    expect(listFaults()).toHaveLength(1);
    const reset = await send(server, '/api/central/__mock__/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(reset.status).toBe(200);
    expect(listFaults()).toEqual([]);
  });

  it('sets no password with the public demo reset token unless the request is JSON', async () => {
    const fields = {
      token: DEMO_RESET_TOKEN,
      email: 'admin@acme.test',
      password: 'taken-over-1',
      password_confirmation: 'taken-over-1',
    };
    const bodies: Record<string, string> = {
      'text/plain': JSON.stringify(fields),
      'application/x-www-form-urlencoded': new URLSearchParams(fields).toString(),
    };
    for (const [type, body] of Object.entries(bodies)) {
      const answer = await send(server, '/api/central/reset-password', {
        method: 'POST',
        headers: { Origin: 'https://evil.example.com', 'Content-Type': type },
        body,
      });
      expect(answer.status).toBe(415);
    }
    expect(await loginWorks('admin@acme.test')).toBe(true);
    // The reset page's own JSON request still works.
    const own = await send(server, '/api/central/reset-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(fields),
    });
    expect(own.status).toBe(200);
  });
});

describe('npm run api: the request log', () => {
  it('prints no registration number, verification hash or query value', async () => {
    await send(server, '/api/central/employee-registration/k3Jd9xQ2?email=new%40acme.test');
    await send(server, '/api/central/email/verify/12/0a1b2c3d4e5f?expires=1&signature=abcdef');
    await send(server, '/api/user?search=Mariam', { host: 'acme.localhost' });
    expect(logged).toHaveLength(3);
    const log = logged.join('\n');
    for (const secret of ['k3Jd9xQ2', 'new%40acme.test', '0a1b2c3d4e5f', 'signature', 'abcdef', 'Mariam']) {
      expect(log).not.toContain(secret);
    }
    expect(logged[0]).toMatch(
      /^GET localhost:\d+\/api\/central\/employee-registration\/\[redacted\] \d{3} \d+ ms$/,
    );
    expect(logged[2]).toMatch(/^GET acme\.localhost:\d+\/api\/user 401 \d+ ms$/);
  });
});
