// Page views go to analytics only when a measurement id is configured; the library loads on demand.
const measurementId = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID;

type Analytics = typeof import('react-ga4').default;
let analytics: Promise<Analytics | null> | null = null;

function loadAnalytics(): Promise<Analytics | null> {
  if (!measurementId || typeof window === 'undefined') return Promise.resolve(null);
  analytics ??= import('react-ga4').then(({ default: ReactGA }) => {
    // The tracker sends every page view itself; GA's own view of the first page would count it twice.
    ReactGA.initialize(measurementId, { gtagOptions: { send_page_view: false } });
    return ReactGA;
  });
  return analytics;
}

// `page` is the route template (`/employee/[id]/[...tab]`) and `title` the screen's own name: no id,
// query or fragment of the address, and no person's name, leaves the browser.
export async function sendPageView(page: string, title: string): Promise<void> {
  const client = await loadAnalytics();
  client?.send({ hitType: 'pageview', page, title });
}

export const tagManagerId = process.env.NEXT_PUBLIC_GTM_ID;
