import { apiBaseUrl } from '@/api/config';
import { server } from '@/mocks/node';

// What the client sent, as the mocked API received it, so tests assert what was sent as well as what
// is shown. Listeners end with the test (the setup files remove them after each).

export type SentRequest = {
  method: string;
  host: string;
  // The API path: after /api/, the same on the tenant's host and on central.
  path: string;
  query: URLSearchParams;
  headers: Headers;
  contentType: string | null;
  text: Promise<string>;
  json: () => Promise<unknown>;
  formData: Promise<FormData | null>;
  // JSON as parsed, multipart as its fields (a file as its type only), anything else null.
  body: Promise<unknown>;
};

// A request in short, for `toEqual` on what a screen sent.
export type SentCall = { method: string; path: string; body: unknown };

const apiPath = (url: URL): string => {
  const base = new URL(apiBaseUrl()).pathname;
  return url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname;
};

// jsdom's File loses its bytes and name on the way into msw's undici Request, so a file part is its
// type; a repeated name (files[]) keeps every part, in order.
async function fieldsOf(form: FormData): Promise<Record<string, unknown>> {
  const parts: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    const part = typeof value === 'string' ? value : { type: value.type };
    const previous = parts[name];
    parts[name] =
      previous === undefined ? part : [...(Array.isArray(previous) ? previous : [previous]), part];
  }
  return parts;
}

function describeRequest(request: Request): SentRequest {
  const url = new URL(request.url);
  const contentType = request.headers.get('content-type');
  const text = request.clone().text();
  const formData = contentType?.includes('multipart/form-data')
    ? request.clone().formData()
    : Promise.resolve(null);
  const json = async () => JSON.parse(await text) as unknown;
  const body = contentType?.includes('application/json')
    ? json()
    : formData.then((form) => (form ? fieldsOf(form) : null));
  // A body nobody reads must not surface as an unhandled rejection.
  body.catch(() => undefined);
  return {
    method: request.method,
    host: url.host,
    path: apiPath(url),
    query: url.searchParams,
    headers: request.headers,
    contentType,
    text,
    json,
    formData,
    body,
  };
}

export type RequestLog = {
  requests: SentRequest[];
  all: () => Promise<SentCall[]>;
  writes: () => Promise<SentCall[]>;
  // The writes as sent, with their query (`?_method=PATCH`, `ids[]`) and headers.
  writeRequests: () => SentRequest[];
};

// Records every request from now until the test ends.
export function recordRequests(requests: SentRequest[] = []): RequestLog {
  server.events.on('request:start', ({ request }) => {
    requests.push(describeRequest(request));
  });
  const all = () =>
    Promise.all(requests.map(async ({ method, path, body }) => ({ method, path, body: await body })));
  return {
    requests,
    all,
    writes: async () => (await all()).filter((entry) => entry.method !== 'GET'),
    writeRequests: () => requests.filter((request) => request.method !== 'GET'),
  };
}

// For a file whose every case looks at what was sent: one list, emptied before each case.
export function recordEachCase(): SentRequest[] {
  const sent: SentRequest[] = [];
  beforeEach(() => {
    sent.length = 0;
    recordRequests(sent);
  });
  return sent;
}

// The requests to one API path (login and the like left out).
export const sentTo = (sent: readonly SentRequest[], path: string, method?: string): SentRequest[] =>
  sent.filter((request) => request.path === path && (!method || request.method === method));

export function lastSent(sent: readonly SentRequest[], path: string, method?: string): SentRequest {
  const found = sentTo(sent, path, method).at(-1);
  if (!found) throw new Error(`Nothing was sent to ${method ?? ''} ${path}`);
  return found;
}
