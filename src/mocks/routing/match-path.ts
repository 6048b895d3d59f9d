export type PathParams = Record<string, string>;

// The API path of a request URL: what follows the configured base path ('/api/'), on any host, without
// the query or a trailing slash. null when the URL is not under the base path.
export function apiPathOf(requestUrl: string, apiBase: string): string | null {
  const basePath = new URL(apiBase).pathname;
  const { pathname } = new URL(requestUrl);
  if (!pathname.startsWith(basePath)) return null;
  return pathname.slice(basePath.length).replace(/\/+$/, '');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// An `:id` segment is a record id: digits only, as Laravel's numeric route constraints have it, so
// 'cv/enhance' never reaches 'cv/:id' and the order of routes does not matter. `looseIds` lets any
// segment stand for an id, to tell a malformed id (404) from a path the API does not have.
const ID_SEGMENT = /^\d+$/;

// 'organizations/:id/url' against 'organizations/2/url' → { id: '2' }; null when it does not match.
export function matchPath(pattern: string, path: string, { looseIds = false } = {}): PathParams | null {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return null;
  const params: PathParams = {};
  for (const [index, part] of expected.entries()) {
    const segment = actual[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      if (segment === '') return null;
      if (part === ':id' && !looseIds && !ID_SEGMENT.test(segment)) return null;
      params[part.slice(1)] = decodeSegment(segment);
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}
