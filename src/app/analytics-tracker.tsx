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

// A page view for every address the user goes to (filters and paging, which only change the query, are
// not new pages), sent as the route template with the screen's own title, once the new screen rendered.
export function AnalyticsTracker({ title }: { title: string }) {
  const router = useRouter();
  const path = router.asPath.split(/[?#]/)[0];

  useEffect(() => {
    if (router.isReady) void sendPageView(router.pathname, title);
  }, [router.isReady, router.pathname, path, title]);

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
