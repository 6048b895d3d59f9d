import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { LEAVE_MESSAGE, ROUTE_CHANGE_STOPPED, useLeaveGuard } from '@/components/form/use-leave-guard';

const BASE = 'http://portal.invalid';

// While `dirty`, leaving the card asks first: another page or a reload (useLeaveGuard), and another
// settings tab or currency on this page, which useLeaveGuard lets through as a mere change of query.
// `sameCard` says whether an address still shows this card. `allowNext()` lets the next change through
// unasked, after the screen's own dialog has asked.
export function useCardLeaveGuard(
  dirty: boolean,
  sameCard: (url: URL) => boolean,
): { allowNext: () => void } {
  const router = useRouter();
  useLeaveGuard(dirty);
  const allowed = useRef(false);
  const sameCardRef = useRef(sameCard);
  useEffect(() => {
    sameCardRef.current = sameCard;
  });
  useEffect(() => {
    if (!dirty) {
      allowed.current = false;
      return;
    }
    const routeChangeStart = (url: string) => {
      if (allowed.current) {
        allowed.current = false;
        return;
      }
      const next = new URL(url, BASE);
      // Another page: useLeaveGuard asks.
      if (next.pathname !== new URL(router.asPath, BASE).pathname) return;
      if (sameCardRef.current(next) || window.confirm(LEAVE_MESSAGE)) return;
      router.events.emit('routeChangeError', new Error(ROUTE_CHANGE_STOPPED), url, { shallow: false });
      throw ROUTE_CHANGE_STOPPED;
    };
    router.events.on('routeChangeStart', routeChangeStart);
    return () => router.events.off('routeChangeStart', routeChangeStart);
  }, [dirty, router]);
  return {
    allowNext: () => {
      allowed.current = true;
    },
  };
}
