import type { NextRouter } from 'next/router';
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

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function requestAddressOf(query: NextRouter['query']): RequestAddress {
  const raw = query[REQUEST_KEYS.request];
  if (raw === undefined) return { kind: 'none' };
  if (raw === 'new') {
    const start = query[REQUEST_KEYS.start];
    return {
      kind: 'new',
      start: typeof start === 'string' && ISO_DAY.test(start) ? start : null,
      userId: positiveIdOf(query[REQUEST_KEYS.user]),
    };
  }
  return { kind: 'open', id: positiveIdOf(raw), editing: query[REQUEST_KEYS.edit] === '1' };
}

type Query = NextRouter['query'];

const without = (query: Query): Query => {
  const rest = { ...query };
  for (const key of Object.values(REQUEST_KEYS)) delete rest[key];
  return rest;
};

// The list's own query with a request's drawer (or its edit form) open on top.
export const openRequestQuery = (query: Query, id: number, editing = false): Query => ({
  ...without(query),
  [REQUEST_KEYS.request]: String(id),
  ...(editing ? { [REQUEST_KEYS.edit]: '1' } : {}),
});

export const newRequestQuery = (query: Query, start?: string, userId?: number): Query => ({
  ...without(query),
  [REQUEST_KEYS.request]: 'new',
  ...(start ? { [REQUEST_KEYS.start]: start } : {}),
  ...(userId ? { [REQUEST_KEYS.user]: String(userId) } : {}),
});

export const closedRequestQuery = without;
