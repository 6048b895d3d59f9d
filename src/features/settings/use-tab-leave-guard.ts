import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { LEAVE_MESSAGE, ROUTE_CHANGE_STOPPED, useLeaveGuard } from '@/components/form/use-leave-guard';

const pathOf = (url: string) => url.split(/[?#]/)[0];
const tabOf = (url: string) => new URLSearchParams(url.split('?')[1]?.split('#')[0] ?? '').get('tab');

// useLeaveGuard for a form on a settings tab: another tab is another page to the person (the form goes
// away), though only the query changes, so switching tabs with unsaved changes asks first too.
export function useTabLeaveGuard(dirty: boolean): void {
  useLeaveGuard(dirty);
  const router = useRouter();
  useEffect(() => {
    if (!dirty) return;
    const routeChangeStart = (url: string) => {
      // Another page: useLeaveGuard has asked.
      if (pathOf(url) !== pathOf(router.asPath)) return;
      if (tabOf(url) === tabOf(router.asPath) || window.confirm(LEAVE_MESSAGE)) return;
      router.events.emit('routeChangeError', new Error(ROUTE_CHANGE_STOPPED), url, { shallow: false });
      throw ROUTE_CHANGE_STOPPED;
    };
    router.events.on('routeChangeStart', routeChangeStart);
    return () => router.events.off('routeChangeStart', routeChangeStart);
  }, [dirty, router]);
}
