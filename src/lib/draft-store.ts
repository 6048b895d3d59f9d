import { cookieOwnerNow } from './cookies';
import { ownValue, valueOwnedBy } from './cookie-owner';

// Where a form draft's values live: this browser's localStorage, never a cookie. A cookie would go to the
// server with every request, holds 4 kB at most (Georgian text grows about six times when encoded) and
// is silently dropped past that. Values are kept with their owner (tenant, user, impersonation) and
// read back only by them; the draft's cookie holds only a small pointer (see use-add-employee-draft).
// They live as long as that pointer: each is stored with the pointer's expiry, read back only before it,
// and dropped after it (dropExpiredDraftValues), at log out and when another person signs in (session.ts).
const PREFIX = 'draft:';

type StoredDraft = ReturnType<typeof ownValue> & { expiresAt: number };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage switched off (some privacy settings throw on access).
    return null;
  }
}

function parse(raw: string | null): Partial<StoredDraft> | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<StoredDraft>) : undefined;
  } catch {
    return undefined;
  }
}

// Past its expiry, or with none (unreadable, or written by the tab-only version): not to be read.
const hasRunOut = (stored: Partial<StoredDraft> | undefined, now: number): boolean =>
  typeof stored?.expiresAt !== 'number' || stored.expiresAt <= now;

// Keeps `value` for whoever is signed in until `expires` (the pointer cookie's expiry); false when it
// could not be kept (storage full or off, nobody signed in), read back to be sure.
export function keepDraftValues(name: string, value: unknown, expires: Date): boolean {
  const store = storage();
  const owner = cookieOwnerNow();
  if (!store || !owner) return false;
  const stored: StoredDraft = { ...ownValue(owner, value), expiresAt: expires.getTime() };
  const text = JSON.stringify(stored);
  try {
    store.setItem(PREFIX + name, text);
  } catch {
    return false;
  }
  return store.getItem(PREFIX + name) === text;
}

// The value when it is the signed-in owner's and has not run out; one that has run out is dropped.
export function readDraftValues(name: string): unknown {
  const store = storage();
  const stored = parse(store?.getItem(PREFIX + name) ?? null);
  if (!store || !stored) return undefined;
  if (hasRunOut(stored, Date.now())) {
    store.removeItem(PREFIX + name);
    return undefined;
  }
  return valueOwnedBy(cookieOwnerNow(), stored);
}

export function dropDraftValues(name: string): void {
  storage()?.removeItem(PREFIX + name);
}

// Values whose pointer has run out go even if their form is never opened again.
export function dropExpiredDraftValues(): void {
  const store = storage();
  if (!store) return;
  const now = Date.now();
  for (const key of Object.keys(store)) {
    if (key.startsWith(PREFIX) && hasRunOut(parse(store.getItem(key)), now)) store.removeItem(key);
  }
}

// Every draft but those `keep` keeps: a log out leaves none, another person's login none of the last one's.
export function dropDraftValuesExcept(keep: (stored: unknown) => boolean = () => false): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) {
    if (key.startsWith(PREFIX) && !keep(parse(store.getItem(key)))) store.removeItem(key);
  }
}

export const dropAllDraftValues = (): void => dropDraftValuesExcept();
