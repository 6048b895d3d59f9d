import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef } from 'react';

export const LEAVE_MESSAGE = 'Leave this page? Your changes are not saved.';
// What Next's router is given to stop a route change (it is thrown from its routeChangeStart event).
export const ROUTE_CHANGE_STOPPED = 'Route change stopped: unsaved changes';

// Any origin will do: only the path and the query of the addresses are compared.
const BASE = 'http://portal.invalid';

// Whether the form is still shown at the next address. By default a change of query on the same page
// (a filter, a sort) is staying; a screen whose query picks what is shown (a tab) says so itself.
export type StaysOnForm = (next: URL, current: URL) => boolean;
export const samePage: StaysOnForm = (next, current) => next.pathname === current.pathname;

// While `dirty`, leaving the form asks first: the browser's own prompt on reload or close, a confirm on
// a route change that does not stay. `allowNext()` lets the next change through unasked, once the
// screen's own dialog has asked.
export function useLeaveGuard(
  dirty: boolean,
  { stays = samePage }: { stays?: StaysOnForm } = {},
): { allowNext: () => void } {
  const router = useRouter();
  const staysRef = useRef(stays);
  const allowed = useRef(false);
  useEffect(() => {
    staysRef.current = stays;
  });
  useEffect(() => {
    if (!dirty) {
      allowed.current = false;
      return;
    }
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const routeChangeStart = (url: string) => {
      if (allowed.current) {
        allowed.current = false;
        return;
      }
      const next = new URL(url, BASE);
      if (staysRef.current(next, new URL(router.asPath, BASE)) || window.confirm(LEAVE_MESSAGE)) return;
      router.events.emit('routeChangeError', new Error(ROUTE_CHANGE_STOPPED), url, { shallow: false });
      throw ROUTE_CHANGE_STOPPED;
    };
    window.addEventListener('beforeunload', beforeUnload);
    router.events.on('routeChangeStart', routeChangeStart);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      router.events.off('routeChangeStart', routeChangeStart);
    };
  }, [dirty, router]);
  return useMemo(
    () => ({
      allowNext: () => {
        allowed.current = true;
      },
    }),
    [],
  );
}
