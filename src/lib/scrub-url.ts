// What monitoring may keep of a URL: no query and no fragment (reset tokens, e-mail addresses, hand-off
// tokens, verification signatures), and no secret path segment (registration numbers, verification
// hashes).
const SECRET_SEGMENTS = [/(\/employee-registration\/)[^/]+/g, /(\/email\/verify\/)[^/]+\/[^/]+/g];
export const REDACTED = '[redacted]';

export function scrubUrl(url: string): string {
  const cut = url.search(/[?#]/);
  let path = cut === -1 ? url : url.slice(0, cut);
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, `$1${REDACTED}`);
  return path;
}

type Breadcrumb = { data?: { [key: string]: unknown } };
type EventRequest = {
  url?: string;
  query_string?: unknown;
  cookies?: unknown;
  headers?: { [key: string]: string };
};
type MonitoringEvent = { request?: EventRequest };

const URL_FIELDS = ['url', 'from', 'to'];

// Navigation and request breadcrumbs carry URLs in data.url, data.from and data.to.
export function scrubBreadcrumb<B extends Breadcrumb>(breadcrumb: B): B {
  const data = breadcrumb.data;
  if (!data) return breadcrumb;
  const scrubbed = { ...data };
  for (const field of URL_FIELDS) {
    const value = scrubbed[field];
    if (typeof value === 'string') scrubbed[field] = scrubUrl(value);
  }
  return { ...breadcrumb, data: scrubbed };
}

// An error or transaction keeps the page's address without query or fragment, and no cookies or tokens.
export function scrubEvent<E extends MonitoringEvent>(event: E): E {
  if (!event.request) return event;
  const { query_string: _query, cookies: _cookies, headers, ...request } = event.request;
  const safeHeaders = headers ? withoutCredentials(headers) : undefined;
  return {
    ...event,
    request: {
      ...request,
      ...(request.url ? { url: scrubUrl(request.url) } : {}),
      ...(safeHeaders ? { headers: safeHeaders } : {}),
    },
  };
}

function withoutCredentials(headers: { [key: string]: string }): { [key: string]: string } {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !/^(authorization|cookie|x-impersonation-token)$/i.test(name)),
  );
}
