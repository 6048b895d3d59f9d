import { useRouter } from 'next/router';
import { useEffect } from 'react';

export const LEAVE_MESSAGE = 'Leave this page? Your changes are not saved.';
// What Next's router is given to stop a route change (it is thrown from its routeChangeStart event).
export const ROUTE_CHANGE_STOPPED = 'Route change stopped: unsaved changes';

const pathOf = (url: string) => url.split(/[?#]/)[0];

// While `dirty`, leaving the page asks first: the browser's own prompt on reload or close, a confirm on
// a route change to another page (a change of query on the same page, such as a filter, is no leaving).
export function useLeaveGuard(dirty: boolean): void {
  const router = useRouter();
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const routeChangeStart = (url: string) => {
      if (pathOf(url) === pathOf(router.asPath) || window.confirm(LEAVE_MESSAGE)) return;
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
}
