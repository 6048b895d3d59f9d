import type { NextRouter } from 'next/router';
import type { ParsedUrlQuery } from 'querystring';

// The drawer's key in the address: /admin/recruitment/active?candidate=42 (the list's filters stay).
export const CANDIDATE_QUERY_KEY = 'candidate';

export const openCandidateQuery = (query: ParsedUrlQuery, id: number): ParsedUrlQuery => ({
  ...query,
  [CANDIDATE_QUERY_KEY]: String(id),
});

// Opening a candidate is a step back can undo.
export function openCandidate(router: NextRouter, id: number) {
  void router.push({ pathname: router.pathname, query: openCandidateQuery(router.query, id) }, undefined, {
    shallow: true,
    scroll: false,
  });
}
