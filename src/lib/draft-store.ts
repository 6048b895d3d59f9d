import { cookieOwnerNow } from './cookies';
import { ownValue, valueOwnedBy } from './cookie-owner';

// Where a form draft's values live: this tab's sessionStorage, never a cookie. A cookie would go to the
// server with every request, holds 4 kB at most (Georgian text grows about six times when encoded) and
// is silently dropped past that. Values are kept with their owner (tenant, user, impersonation) and
// read back only by them; the draft's cookie holds only a small pointer (see use-add-employee-draft).
const PREFIX = 'draft:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage switched off (some privacy settings throw on access).
    return null;
  }
}

// Keeps `value` for whoever is signed in; false when it could not be kept (storage full or off, nobody
// signed in), read back to be sure.
export function keepDraftValues(name: string, value: unknown): boolean {
  const store = storage();
  const owner = cookieOwnerNow();
  if (!store || !owner) return false;
  const text = JSON.stringify(ownValue(owner, value));
  try {
    store.setItem(PREFIX + name, text);
  } catch {
    return false;
  }
  return store.getItem(PREFIX + name) === text;
}

export function readDraftValues(name: string): unknown {
  const raw = storage()?.getItem(PREFIX + name);
  if (!raw) return undefined;
  try {
    return valueOwnedBy(cookieOwnerNow(), JSON.parse(raw));
  } catch {
    return undefined;
  }
}

export function dropDraftValues(name: string): void {
  storage()?.removeItem(PREFIX + name);
}

// A log out, a new login, a switch or an expired session leaves no draft of the last one behind.
export function dropAllDraftValues(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}
