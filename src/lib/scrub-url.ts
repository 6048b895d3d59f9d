// What monitoring may keep of a URL: no query and no fragment (reset tokens, e-mail addresses, hand-off
// tokens, verification signatures), and no secret path segment (registration tokens, verification
// hashes).
// A route template's own segment ([id]) is no secret and is kept.
const SECRET_SEGMENTS = [/(\/employee-registration\/)(?!\[)[^/\s]+/g, /(\/email\/verify\/)[^/\s]+\/[^/\s]+/g];
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
type Attributes = { [key: string]: unknown };
// A span as a transaction event holds it (description, data) or as it is streamed (name, attributes).
type MonitoringSpan = { description?: string; name?: string; data?: Attributes; attributes?: Attributes };
type MonitoringEvent = {
  request?: EventRequest;
  transaction?: string;
  spans?: MonitoringSpan[];
  breadcrumbs?: Breadcrumb[];
  contexts?: { trace?: { data?: Attributes } };
};

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

// A text that holds URLs (a span's description "GET https://…?q=…", a page load's name): each word that
// is a URL or a path, or carries a query or fragment, loses them as scrubUrl says.
const URL_WORD = /^(?:[a-z][a-z0-9+.-]*:\/\/|\/)|[?#]/i;
export function scrubUrlsIn(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word) => (URL_WORD.test(word) ? scrubUrl(word) : word))
    .join('');
}

// Span attributes (OpenTelemetry's and Sentry's older names alike): a query or fragment of its own goes
// (url.query, http.query, url.fragment, http.fragment); every value that is a URL or path is scrubbed,
// whatever its name (url.full, http.url, url, url.path, a referer header); typed values ({ value, type })
// and lists too.
const QUERY_OR_FRAGMENT = /(^|\.)(query|fragment)$/;
const URL_VALUE = /^(?:[a-z][a-z0-9+.-]*:\/\/|\/)/i;

function scrubValue(value: unknown): unknown {
  if (typeof value === 'string') return URL_VALUE.test(value) ? scrubUrl(value) : value;
  if (Array.isArray(value)) return value.map(scrubValue);
  if (value && typeof value === 'object' && 'value' in value) {
    return { ...value, value: scrubValue((value as { value: unknown }).value) };
  }
  return value;
}

export function scrubAttributes<A extends Attributes>(attributes: A): A {
  return Object.fromEntries(
    Object.entries(attributes)
      .filter(([name]) => !QUERY_OR_FRAGMENT.test(name))
      .map(([name, value]) => [name, scrubValue(value)]),
  ) as A;
}

// One span, in either shape: its description or name, and its data or attributes.
export function scrubSpan<S extends MonitoringSpan>(span: S): S {
  return {
    ...span,
    ...(typeof span.description === 'string' ? { description: scrubUrlsIn(span.description) } : {}),
    ...(typeof span.name === 'string' ? { name: scrubUrlsIn(span.name) } : {}),
    ...(span.data ? { data: scrubAttributes(span.data) } : {}),
    ...(span.attributes ? { attributes: scrubAttributes(span.attributes) } : {}),
  };
}

// An error or transaction keeps the page's address without query or fragment, and no cookies or tokens;
// a transaction's name, its trace context, every span and every breadcrumb are scrubbed the same way.
export function scrubEvent<E extends MonitoringEvent>(event: E): E {
  const scrubbed: E = { ...event };
  if (event.request) {
    const { query_string: _query, cookies: _cookies, headers, ...request } = event.request;
    const safeHeaders = headers ? withoutCredentials(headers) : undefined;
    scrubbed.request = {
      ...request,
      ...(request.url ? { url: scrubUrl(request.url) } : {}),
      ...(safeHeaders ? { headers: safeHeaders } : {}),
    };
  }
  if (typeof event.transaction === 'string') scrubbed.transaction = scrubUrlsIn(event.transaction);
  if (event.spans) scrubbed.spans = event.spans.map(scrubSpan);
  if (event.breadcrumbs) scrubbed.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);
  const trace = event.contexts?.trace;
  if (trace?.data) {
    scrubbed.contexts = { ...event.contexts, trace: { ...trace, data: scrubAttributes(trace.data) } };
  }
  return scrubbed;
}

function withoutCredentials(headers: { [key: string]: string }): { [key: string]: string } {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !/^(authorization|cookie|x-impersonation-token)$/i.test(name)),
  );
}
