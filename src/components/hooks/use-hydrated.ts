import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

// False during the server render and hydration, true after: cookies are only readable in the browser.
// The switch after hydration is a transition: the screen it reveals renders in slices React can
// interrupt, rather than as one long task that blocks input (Lighthouse's Total Blocking Time).
export function useHydrated(): boolean {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  // Mounted after hydration (a later screen), the browser is already there: no second render.
  const [hydrated, setHydrated] = useState(inBrowser);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
