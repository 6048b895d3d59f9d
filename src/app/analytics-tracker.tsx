import Script from 'next/script';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { sendPageView, tagManagerId } from './analytics';

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface Window {
    dataLayer?: unknown[];
  }
}

// A page view on every route change; the tag-manager script only when its id is set.
export function AnalyticsTracker() {
  const router = useRouter();

  useEffect(() => {
    if (router.isReady)
      void sendPageView(`${window.location.pathname}${window.location.search}`, document.title);
  }, [router.isReady]);

  useEffect(() => {
    const onRouteChange = (url: string) => void sendPageView(url, document.title);
    router.events.on('routeChangeComplete', onRouteChange);
    return () => router.events.off('routeChangeComplete', onRouteChange);
  }, [router.events]);

  useEffect(() => {
    if (!tagManagerId) return;
    // GTM reads what is queued here when its script arrives.
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }, []);

  if (!tagManagerId) return null;
  return (
    <Script
      id="tag-manager"
      strategy="afterInteractive"
      src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagManagerId)}`}
    />
  );
}
