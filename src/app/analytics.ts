// Page views go to analytics only when a measurement id is configured; the library loads on demand.
const measurementId = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID;

type Analytics = typeof import('react-ga4').default;
let analytics: Promise<Analytics | null> | null = null;

function loadAnalytics(): Promise<Analytics | null> {
  if (!measurementId || typeof window === 'undefined') return Promise.resolve(null);
  analytics ??= import('react-ga4').then(({ default: ReactGA }) => {
    ReactGA.initialize(measurementId);
    return ReactGA;
  });
  return analytics;
}

export async function sendPageView(path: string, title?: string): Promise<void> {
  const client = await loadAnalytics();
  client?.send({ hitType: 'pageview', page: path, title });
}

export const tagManagerId = process.env.NEXT_PUBLIC_GTM_ID;
