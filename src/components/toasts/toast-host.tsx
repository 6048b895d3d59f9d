import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toastHostStore } from './toasts';

const ToastProvider = lazy(() => import('./toast-provider'));

// Once the screen has been idle a while the toasts load anyway, so one that follows a lost connection
// (the error toasts) does not wait for a chunk it can no longer fetch.
const IDLE_LOAD_AFTER_MS = 5000;

// Where the toasts render: nothing until the first toast is asked for (or the idle load), then
// notistack's provider.
export function ToastHost() {
  const wanted = useSyncExternalStore(toastHostStore.subscribe, toastHostStore.wanted, () => false);
  useEffect(() => {
    if (wanted) return;
    const timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(toastHostStore.want);
      else toastHostStore.want();
    }, IDLE_LOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastProvider />
    </Suspense>
  ) : null;
}
