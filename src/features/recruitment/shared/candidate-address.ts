import type { ParsedUrlQuery } from 'querystring';

import { CANDIDATE_QUERY_KEY } from '@/lib/recruitment-links';

// A candidate's drawer is addressed by ?candidate={id} on the page it was opened from.
export { CANDIDATE_QUERY_KEY };

export const opensCandidate =
  (id: number) =>
  (query: ParsedUrlQuery): ParsedUrlQuery => ({ ...query, [CANDIDATE_QUERY_KEY]: String(id) });

// The drawer's query without the candidate (and without a CV preview opened from it).
export function closesCandidate(query: ParsedUrlQuery): ParsedUrlQuery {
  const { [CANDIDATE_QUERY_KEY]: _candidate, tab: _tab, cvId: _cvId, ...rest } = query;
  return rest;
}

// The CV preview on the current path (the spec's ?tab=preview&cvId=), the drawer kept open.
export const opensCvPreview = (query: ParsedUrlQuery, cvId: number): ParsedUrlQuery => ({
  ...query,
  tab: 'preview',
  cvId: String(cvId),
});

export function closesCvPreview(query: ParsedUrlQuery): ParsedUrlQuery {
  const { tab: _tab, cvId: _cvId, ...rest } = query;
  return rest;
}

// An address on the current path with this query (arrays as repeated keys).
export function hrefWithQuery(asPath: string, query: ParsedUrlQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value])
      params.append(key, each);
  }
  const path = asPath.split(/[?#]/)[0] ?? '';
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
