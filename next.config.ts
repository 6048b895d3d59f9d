import type { NextConfig } from 'next';
import { readFileSync } from 'node:fs';
import { buildContentSecurityPolicy } from './src/lib/content-security-policy';
import { apiUrlProblem, permissionMapProblem, STRICT_TRANSPORT_SECURITY } from './src/lib/deployment-checks';
import { BundleStatsPlugin } from './scripts/bundle-stats-plugin';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const isDev = process.env.NODE_ENV !== 'production';

// Without the mocked API the app needs a real API over https: refuse to build or start otherwise.
const apiProblem = apiUrlProblem({
  apiUrl: process.env.NEXT_PUBLIC_API_URL,
  mocking: process.env.NEXT_PUBLIC_API_MOCKING === 'enabled',
});
if (apiProblem) throw new Error(apiProblem);
const mapProblem = permissionMapProblem({
  map: process.env.NEXT_PUBLIC_PERMISSION_MAP,
  mocking: process.env.NEXT_PUBLIC_API_MOCKING === 'enabled',
});
if (mapProblem) throw new Error(mapProblem);

const contentSecurityPolicy = buildContentSecurityPolicy({
  apiUrl: process.env.NEXT_PUBLIC_API_URL,
  mocking: process.env.NEXT_PUBLIC_API_MOCKING === 'enabled',
  sentryDsn:
    process.env.NEXT_PUBLIC_SENTRY_ENABLED === 'true' ? process.env.NEXT_PUBLIC_SENTRY_DSN : undefined,
  analytics: Boolean(process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID),
  tagManager: Boolean(process.env.NEXT_PUBLIC_GTM_ID),
  development: isDev,
});

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ...(isDev ? [] : [STRICT_TRANSPORT_SECURITY]),
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // The e2e suite and the benchmark build into their own folders so they never clash with `next dev`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The e2e builds (scripts/e2e.mjs) leave out the type check `npm test` has already run.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  env: { NEXT_PUBLIC_APP_VERSION: version },
  // The e2e and bench builds are only served by `next start`, which reads no file traces: tracing the
  // server's files for a deployment bundle was a minute of each such build (two on a busy machine).
  ...(process.env.NEXT_SKIP_BUILD_TRACES === '1' ? { outputFileTracingExcludes: { '*': ['**/*'] } } : {}),
  // Build output must not depend on the CWD of whoever runs it (CI clones elsewhere).
  turbopack: { root: import.meta.dirname },
  // `npm run bundle-report` builds with BUNDLE_STATS=1 to list what each chunk carries.
  ...(process.env.BUNDLE_STATS === '1'
    ? {
        webpack: (config: { plugins: unknown[] }, { isServer, dir }: { isServer: boolean; dir: string }) => {
          if (!isServer)
            config.plugins.push(new BundleStatsPlugin(`${dir}/${process.env.NEXT_DIST_DIR || '.next'}`));
          return config;
        },
      }
    : {}),
  // `npm run profile` builds with PROFILE_SOURCE_MAPS=1: CPU profiles then name the source.
  ...(process.env.PROFILE_SOURCE_MAPS === '1' ? { productionBrowserSourceMaps: true } : {}),
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
