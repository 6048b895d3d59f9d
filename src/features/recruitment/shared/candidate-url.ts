import type { ParsedUrlQuery } from 'querystring';
import { queryWith, type UrlStateCodec } from '@/components/url/use-url-state';
import { positiveIdOf } from '@/lib/positive-id';
import { CANDIDATE_QUERY_KEY } from '@/lib/recruitment-links';

// A candidate's drawer is addressed by ?candidate={id} on the page it was opened from; a link that
// names no candidate (?candidate=abc) still opens the drawer, which says so.
export type OpenCandidate = { id: number | null } | null;

// The CV preview in the drawer, the spec's ?tab=preview&cvId=.
const CV_PREVIEW_KEYS = { tab: 'tab', cv: 'cvId' } as const;
const PREVIEW_TAB = 'preview';
const NO_CV_PREVIEW = { [CV_PREVIEW_KEYS.tab]: undefined, [CV_PREVIEW_KEYS.cv]: undefined };

export const candidateDrawerUrl: UrlStateCodec<OpenCandidate> = {
  read: (query) => {
    const raw = query[CANDIDATE_QUERY_KEY];
    return raw === undefined ? null : { id: positiveIdOf(raw) };
  },
  // Closing the drawer closes a CV preview opened from it too.
  write: (open) =>
    open?.id
      ? { [CANDIDATE_QUERY_KEY]: String(open.id) }
      : { [CANDIDATE_QUERY_KEY]: undefined, ...NO_CV_PREVIEW },
};

// The CV previewed (its id), or null.
export const cvPreviewUrl: UrlStateCodec<number | null> = {
  read: (query) =>
    query[CV_PREVIEW_KEYS.tab] === PREVIEW_TAB ? positiveIdOf(query[CV_PREVIEW_KEYS.cv]) : null,
  write: (cvId) =>
    cvId === null
      ? NO_CV_PREVIEW
      : { [CV_PREVIEW_KEYS.tab]: PREVIEW_TAB, [CV_PREVIEW_KEYS.cv]: String(cvId) },
};

// The page's query as it is, with a candidate's drawer open over it (a row's name).
export const opensCandidate =
  (id: number) =>
  (query: ParsedUrlQuery): ParsedUrlQuery =>
    queryWith(query, candidateDrawerUrl.write({ id }));
