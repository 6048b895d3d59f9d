import { apiSources, buildContentSecurityPolicy } from '@/lib/content-security-policy';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

describe('the Content-Security-Policy', () => {
  const base = { apiUrl: 'https://api.example.com/api/' };

  it('allows the app and the API origin with its tenant subdomains', () => {
    const policy = directives(buildContentSecurityPolicy(base));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'https://*.api.example.com',
    ]);
    expect(apiSources('http://localhost:8000/api/')).toEqual([
      'http://localhost:8000',
      'http://*.localhost:8000',
    ]);
  });

  it('forbids framing and plugins, and runs no inline script in production', () => {
    const policy = directives(buildContentSecurityPolicy(base));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('allows analytics and monitoring hosts only when they are enabled', () => {
    const off = buildContentSecurityPolicy(base);
    expect(off).not.toMatch(/google|sentry/);
    const on = directives(
      buildContentSecurityPolicy({
        ...base,
        analytics: true,
        tagManager: true,
        sentryDsn: 'https://key@o1.ingest.sentry.io/2',
      }),
    );
    expect(on.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(on.get('connect-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://o1.ingest.sentry.io']),
    );
  });

  it('uses the mocked API host when mocking without a configured URL', () => {
    const policy = directives(buildContentSecurityPolicy({ mocking: true }));
    expect(policy.get('connect-src')).toContain('https://*.api.staff-portal.test');
  });

  it('lets the development server evaluate its refresh code, and only there', () => {
    expect(
      directives(buildContentSecurityPolicy({ ...base, development: true })).get('script-src'),
    ).toContain("'unsafe-eval'");
  });
});
