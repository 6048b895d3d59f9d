import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as pause } from 'node:timers/promises';
import { getResponse, type RequestHandler } from 'msw';
import { apiBaseUrl } from '@/api/config';
import { isValidTenantName, tenantBaseUrl } from '@/api/tenant';
import { scrubUrl } from '@/lib/scrub-url';
import { getTenantDb } from './db/mock-db';
import { MOCK_TENANTS } from './db/organizations';
import { handlers as appHandlers } from './handlers';
import { seedingAhead } from './readiness';
import { jsonResponse, statusMessage } from './routing/responses';

// The mocked API as a real HTTP server (`npm run api`): the same handlers as the browser worker,
// msw/node and Playwright, answered through msw's getResponse on node:http. Tenants are hosts, as
// the client addresses them: http://<tenant>.localhost:<port>/api/… (browsers and curl resolve any
// *.localhost to this machine), central/ on the bare http://localhost:<port>/api/.
//
// Each request is handed to the handlers as the configured API would receive it (apiBaseUrl(): the
// server's own address when NEXT_PUBLIC_API_URL names it, the mocked API's otherwise), so the
// handlers' host and tenant rules apply unchanged.

export const API_PATH = '/api/';

// What the browser may send and read across origins (docs/api.md, "Where calls go").
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'X-Impersonation-Token',
  'X-Tenant',
  'Content-Type',
  'Accept',
];
export const CORS_EXPOSED_HEADERS = ['Content-Disposition', 'X-Request-Id'];
const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

// The largest request body read (issue 30, L1): above the largest request the app sends (company
// details: a 1 MB logo and five 5 MB documents, with the multipart framing), so a body past it is no
// upload of ours. A larger one is answered 413 as soon as its length says so, or as soon as that many
// bytes have come, and the connection is closed without reading the rest.
export const MAX_REQUEST_BYTES = 32 * 1024 * 1024;

export type MockApiServerOptions = {
  // 0 picks a free port.
  port: number;
  // Loopback only by default: the mocked API hands out admin tokens to anyone who asks.
  host?: string;
  // Origins allowed by CORS besides any http://localhost:<port> or http://127.0.0.1:<port> (the app
  // in development, `npm start`, the e2e builds).
  allowedOrigins?: readonly string[];
  handlers?: RequestHandler[];
  // One line per request, e.g. console.log. Without the query and any secret in the path
  // (registration tokens, verification hashes: scrubUrl).
  log?: (line: string) => void;
  // The largest request body read; MAX_REQUEST_BYTES by default.
  maxBodyBytes?: number;
  // Builds every tenant's data once listening (`npm run api`), rather than at each tenant's first
  // request; GET central/__mock__/ready answers 503 until it is done.
  seedOnStart?: boolean;
};

export type MockApiServer = {
  // http://localhost:<port>/api/: what NEXT_PUBLIC_API_URL names for a build against this server.
  baseUrl: string;
  port: number;
  // Resolves once every tenant's data is built (at once without seedOnStart): only then is the server
  // ready to say so.
  seeded: Promise<void>;
  close: () => Promise<void>;
};

export function isAllowedOrigin(origin: string, allowed: readonly string[] = []): boolean {
  if (allowed.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

// Where a request to this server goes at the configured API: its tenant from the host
// (acme.localhost → acme), its path under /api/. null when it is not an API request.
export function targetUrlOf(hostHeader: string | undefined, requestPath: string): string | null {
  const url = new URL(requestPath, `http://${hostHeader || 'localhost'}`);
  if (!url.pathname.startsWith(API_PATH)) return null;
  const hostname = url.hostname.toLowerCase();
  let base: string;
  if (LOOPBACK_HOSTS.has(hostname)) {
    base = apiBaseUrl();
  } else if (hostname.endsWith('.localhost')) {
    const tenant = hostname.slice(0, -'.localhost'.length);
    if (!isValidTenantName(tenant)) return null;
    base = tenantBaseUrl(apiBaseUrl(), tenant);
  } else {
    return null;
  }
  return new URL(url.pathname.slice(API_PATH.length) + url.search, base).toString();
}

function corsHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  if (!origin || !isAllowedOrigin(origin, allowed)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': CORS_EXPOSED_HEADERS.join(', '),
    Vary: 'Origin',
  };
}

const TOO_LARGE = Symbol('too large');

// The body, read up to `max` bytes: TOO_LARGE once its declared length or the bytes come so far pass
// it (the rest is left unread).
function bodyOf(request: IncomingMessage, max: number): Promise<ArrayBuffer | undefined | typeof TOO_LARGE> {
  if (request.method === 'GET' || request.method === 'HEAD') return Promise.resolve(undefined);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) return Promise.resolve(TOO_LARGE);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
    };
    function onData(chunk: Buffer) {
      size += chunk.byteLength;
      if (size > max) {
        stop();
        request.pause();
        chunks.length = 0;
        resolve(TOO_LARGE);
        return;
      }
      chunks.push(chunk);
    }
    function onEnd() {
      stop();
      if (size === 0) return resolve(undefined);
      const bytes = Buffer.concat(chunks, size);
      resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    }
    function onError(error: Error) {
      stop();
      reject(error);
    }
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
  });
}

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'host' || value === undefined) continue;
    for (const item of [value].flat()) headers.append(name, item);
  }
  return headers;
}

async function send(response: ServerResponse, answer: Response, extra: Record<string, string>) {
  const headers: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  // Headers' names come lower-cased; the server's own (CORS) replace a handler's of the same name.
  for (const [name, value] of Object.entries(extra)) headers[name.toLowerCase()] = value;
  const body = Buffer.from(await answer.arrayBuffer());
  response.writeHead(answer.status, { ...headers, 'content-length': String(body.byteLength) });
  response.end(body);
}

// Each tenant in turn, with a short pause before each (a seed holds the event loop for a second or
// more, and an answer takes a few turns of it), so a request that came meanwhile, the readiness check
// above all, is answered (503: the seed is announced) rather than kept waiting for every tenant.
const SEED_PAUSE_MS = 30;

async function seedEveryTenant(): Promise<void> {
  for (const tenant of MOCK_TENANTS) {
    await pause(SEED_PAUSE_MS);
    await getTenantDb(tenant);
  }
}

export async function startMockApiServer(options: MockApiServerOptions): Promise<MockApiServer> {
  const handlers = options.handlers ?? (appHandlers as RequestHandler[]);
  const allowed = options.allowedOrigins ?? [];
  const log = options.log ?? (() => undefined);
  const maxBodyBytes = options.maxBodyBytes ?? MAX_REQUEST_BYTES;

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const origin = request.headers.origin;
    const cors = corsHeaders(origin, allowed);
    const method = request.method ?? 'GET';
    const started = Date.now();
    const done = (status: number | string) =>
      log(
        `${method} ${scrubUrl(`${request.headers.host ?? ''}${request.url ?? ''}`)} ${status} ${Date.now() - started} ms`,
      );

    if (method === 'OPTIONS') {
      // A preflight: from an allowed origin it may send the API's headers; from any other, nothing.
      if (!cors['Access-Control-Allow-Origin']) {
        response.writeHead(403).end();
        return done(403);
      }
      response
        .writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': CORS_METHODS,
          'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS.join(', '),
          'Access-Control-Max-Age': '600',
        })
        .end();
      return done(204);
    }

    const target = targetUrlOf(request.headers.host, request.url ?? '/');
    if (!target) {
      await send(response, jsonResponse({ message: statusMessage(404) }, 404), cors);
      return done(404);
    }
    const body = await bodyOf(request, maxBodyBytes);
    if (body === TOO_LARGE) {
      // Closes the connection once answered: the rest of the body is never read.
      const tooLarge = jsonResponse({ message: statusMessage(413) }, 413);
      await send(response, tooLarge, { ...cors, Connection: 'close' });
      return done(413);
    }
    const headers = headersOf(request);
    // This server is the edge: the caller's own X-Forwarded-For is replaced by its address, so the
    // registration links' rate limit (per client) cannot be dodged by a made-up header.
    headers.set('x-forwarded-for', request.socket.remoteAddress ?? '');
    const fetchRequest = new Request(target, { method, headers, body });
    let answered: Response | undefined;
    try {
      answered = await getResponse(handlers, fetchRequest, { quiet: true });
    } catch (error) {
      console.error(`[mocked API] ${method} ${scrubUrl(target)} failed`, error);
      answered = jsonResponse({ message: statusMessage(500) }, 500);
    }
    if (answered && (answered.type === 'error' || answered.status === 0)) {
      // HttpResponse.error(): a network error, as the browser would see it.
      request.socket.destroy();
      return done('network error');
    }
    // Laravel's answer to a route it does not have.
    await send(response, answered ?? jsonResponse({ message: statusMessage(404) }, 404), cors);
    done(answered?.status ?? 404);
  }

  const server: Server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      console.error('[mocked API]', error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://localhost:${port}${API_PATH}`,
    port,
    seeded: options.seedOnStart ? seedingAhead(seedEveryTenant()) : Promise.resolve(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
