import { DRAFT_COOKIE_PREFIX } from './cookies';

// Unsaved list items (e.g. a CV's skills) are kept in a cookie until saved. `id` is the server id
// (null until saved); `localId` is made on the client so an item can be found before it has one.
export type DraftItem<T> = T & { id: number | string | null; localId: string };

export const DRAFT_COOKIE_DAYS = 5;

// Draft cookies are owned cookies (see cookies.ts): the tenant, user and impersonation that wrote one
// are kept inside its value, and only they read it back.
export const draftCookieName = (name: string): string => `${DRAFT_COOKIE_PREFIX}${name}`;

export function createLocalId(): string {
  // randomUUID only exists in secure contexts (https, localhost); plain-http previews need a fallback.
  const cryptoApi = typeof globalThis.crypto === 'object' ? globalThis.crypto : undefined;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  return `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

// Replaces the item with the same localId in place (keeps list order), or appends it.
export function upsertDraft<T>(list: readonly DraftItem<T>[], item: DraftItem<T>): DraftItem<T>[] {
  const index = list.findIndex((entry) => entry.localId === item.localId);
  if (index === -1) return [...list, item];
  return list.map((entry, i) => (i === index ? item : entry));
}

export function removeDraft<T>(list: readonly DraftItem<T>[], localId: string): DraftItem<T>[] {
  return list.filter((entry) => entry.localId !== localId);
}

type DraftEnvelope = { id: number | string | null; localId: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Only the draft envelope is checked; callers that need more can pass their own guard.
export function isDraftEnvelope(value: unknown): value is DraftEnvelope {
  if (!isRecord(value) || typeof value.localId !== 'string' || value.localId === '') return false;
  const { id } = value;
  return id === undefined || id === null || typeof id === 'number' || typeof id === 'string';
}

// Cookies can be edited, truncated or left over from an older version, so this never throws:
// anything unreadable becomes an empty list and malformed entries are dropped.
export function parseDraftList<T = Record<string, unknown>>(
  raw: string | undefined,
  isItem: (value: unknown) => boolean = isDraftEnvelope,
): DraftItem<T>[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const items: DraftItem<T>[] = [];
  for (const entry of parsed) {
    if (!isDraftEnvelope(entry) || !isItem(entry)) continue;
    // JSON drops `id: undefined`, so a missing id means "not saved yet". The cast is the
    // trust boundary: beyond the envelope, T is only as checked as `isItem` makes it.
    items.push({ ...entry, id: entry.id ?? null } as DraftItem<T>);
  }
  return items;
}

export function serializeDraftList<T>(list: readonly DraftItem<T>[]): string {
  return JSON.stringify(list);
}
