import type { UrlQuery } from './list-params';

// A path with a router query as its search string (lists as repeated keys), for links that keep it.
export function hrefWithQuery(path: string, query: UrlQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
