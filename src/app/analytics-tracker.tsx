import Script from 'next/script';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { pageViewOf } from '@/lib/page-views';
import { sendPageView, tagManagerId } from './analytics';

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface Window {
    dataLayer?: unknown[];
  }
}

// A page view for every page the user goes to: a new path, or a drawer, preview or tab opened in the
// query (src/lib/page-views.ts); filters, sort and paging are not new pages. Sent as the route template
// (with the open panels' names) and the screen's own title, once per page, however often it renders.
export function AnalyticsTracker({ title }: { title: string }) {
  const router = useRouter();
  const { page, key } = pageViewOf(router.pathname, router.asPath);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!router.isReady || sent.current === key) return;
    sent.current = key;
    void sendPageView(page, title);
  }, [router.isReady, key, page, title]);

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
