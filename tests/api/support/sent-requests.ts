import { apiBaseUrl } from '@/api/config';
import { server } from '@/mocks/node';

// What the client sent, as the mocked API received it: method, host, API path, query and body.
export type SentRequest = {
  method: string;
  host: string;
  path: string;
  query: URLSearchParams;
  contentType: string | null;
  text: Promise<string>;
  json: () => Promise<unknown>;
  formData: Promise<FormData | null>;
};

const basePath = () => new URL(apiBaseUrl()).pathname;

// Records every request of the file's cases; reset before each.
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const contentType = request.headers.get('content-type');
    const text = request.clone().text();
    sent.push({
      method: request.method,
      host: url.host,
      path: url.pathname.slice(basePath().length),
      query: url.searchParams,
      contentType,
      text,
      json: async () => JSON.parse(await text) as unknown,
      formData: contentType?.includes('multipart/form-data')
        ? request.clone().formData()
        : Promise.resolve(null),
    });
  };
  beforeEach(() => {
    sent.length = 0;
    server.events.on('request:start', listener);
  });
  afterEach(() => {
    server.events.removeListener('request:start', listener);
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
