import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

// False during the server render and hydration, true after: cookies are only readable in the browser.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
