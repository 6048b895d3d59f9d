import type { ParsedUrlQuery } from 'querystring';
import { queryWith, type UrlStateCodec } from '@/components/url/use-url-state';
import { positiveIdOf } from '@/lib/positive-id';

// The request dialogs live in the link, so a reload or a shared link opens the same thing:
// ?request=new (with request_start=2025-05-05 and request_user=7 to prefill), ?request=42 (its
// drawer) and ?request=42&edit=1 (editing it while pending).
export const REQUEST_KEYS = {
  request: 'request',
  start: 'request_start',
  user: 'request_user',
  edit: 'edit',
} as const;

export type RequestAddress =
  | { kind: 'none' }
  | { kind: 'new'; start: string | null; userId: number | null }
  | { kind: 'open'; id: number | null; editing: boolean };

export const NO_REQUEST: RequestAddress = { kind: 'none' };
export const NEW_REQUEST: RequestAddress = { kind: 'new', start: null, userId: null };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

// Every key of the dialogs, out: what `write` starts from, so one dialog never keeps another's keys.
const CLOSED = {
  [REQUEST_KEYS.request]: undefined,
  [REQUEST_KEYS.start]: undefined,
  [REQUEST_KEYS.user]: undefined,
  [REQUEST_KEYS.edit]: undefined,
};

export const requestUrl: UrlStateCodec<RequestAddress> = {
  read: (query) => {
    const raw = query[REQUEST_KEYS.request];
    if (raw === undefined) return NO_REQUEST;
    if (raw === 'new') {
      const start = query[REQUEST_KEYS.start];
      return {
        kind: 'new',
        start: typeof start === 'string' && ISO_DAY.test(start) ? start : null,
        userId: positiveIdOf(query[REQUEST_KEYS.user]),
      };
    }
    return { kind: 'open', id: positiveIdOf(raw), editing: query[REQUEST_KEYS.edit] === '1' };
  },
  write: (address) => {
    if (address.kind === 'none') return CLOSED;
    if (address.kind === 'new')
      return {
        ...CLOSED,
        [REQUEST_KEYS.request]: 'new',
        [REQUEST_KEYS.start]: address.start || undefined,
        [REQUEST_KEYS.user]: address.userId ? String(address.userId) : undefined,
      };
    return {
      ...CLOSED,
      [REQUEST_KEYS.request]: address.id ? String(address.id) : undefined,
      [REQUEST_KEYS.edit]: address.id && address.editing ? '1' : undefined,
    };
  },
};

// The page's query as it is, with a request's drawer open over it (a row's link, a ledger entry).
export const opensRequest =
  (id: number) =>
  (query: ParsedUrlQuery): ParsedUrlQuery =>
    queryWith(query, requestUrl.write({ kind: 'open', id, editing: false }));
