import { isBrowserRuntime } from './settings';

// localStorage for the browser runtime only; every access may throw (private mode, quota), so none does here.
function storage(): Storage | null {
  if (!isBrowserRuntime()) return null;
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

// False when the value could not be stored (no storage, quota exceeded).
export function writeStorage(key: string, value: string): boolean {
  const target = storage();
  if (!target) return false;
  try {
    target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clean up then.
  }
}

export function storageKeys(prefix: string): string[] {
  const target = storage();
  if (!target) return [];
  try {
    return Array.from({ length: target.length }, (_, index) => target.key(index)).filter(
      (key): key is string => key !== null && key.startsWith(prefix),
    );
  } catch {
    return [];
  }
}
