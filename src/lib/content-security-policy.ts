import { MOCK_API_URL } from './mock-api-url';
// The page's Content-Security-Policy: the app itself, the API origin (and its tenant subdomains), and
// analytics or monitoring hosts only when they are switched on.
export type CspOptions = {
  apiUrl?: string;
  mocking?: boolean;
  sentryDsn?: string;
  analytics?: boolean;
  tagManager?: boolean;
  development?: boolean;
};

const GOOGLE_ANALYTICS_HOSTS = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];
const TAG_MANAGER_HOST = 'https://www.googletagmanager.com';

// The tenant name is prefixed to the API host, so every tenant subdomain must be reachable too.
export function apiSources(apiUrl: string): string[] {
  try {
    const url = new URL(apiUrl);
    return [url.origin, `${url.protocol}//*.${url.host}`];
  } catch {
    return [];
  }
}

function sentrySources(dsn: string | undefined): string[] {
  if (!dsn) return [];
  try {
    return [new URL(dsn).origin];
  } catch {
    return [];
  }
}

export function buildContentSecurityPolicy(options: CspOptions): string {
  const api = apiSources(options.apiUrl || (options.mocking ? MOCK_API_URL : ''));
  const scriptSrc = ["'self'"];
  if (options.development) scriptSrc.push("'unsafe-eval'", "'unsafe-inline'");
  if (options.tagManager || options.analytics) scriptSrc.push(TAG_MANAGER_HOST);
  const analyticsHosts = options.analytics || options.tagManager ? GOOGLE_ANALYTICS_HOSTS : [];
  const connectSrc = ["'self'", ...api, ...analyticsHosts, ...sentrySources(options.sentryDsn)];
  if (options.tagManager) connectSrc.push(TAG_MANAGER_HOST);
  if (options.development) connectSrc.push('ws:');
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scriptSrc,
    // Emotion injects its styles at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...api, ...analyticsHosts],
    'font-src': ["'self'", 'data:'],
    'connect-src': connectSrc,
    'frame-src': ["'self'", 'blob:', ...(options.tagManager ? [TAG_MANAGER_HOST] : [])],
    'worker-src': ["'self'", 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}
