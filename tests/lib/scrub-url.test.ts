import { REDACTED, scrubBreadcrumb, scrubEvent, scrubUrl } from '@/lib/scrub-url';

describe('monitoring keeps no secret of a URL (security review 17, medium 3)', () => {
  it('drops the query and the fragment: reset tokens, e-mails, hand-off tokens', () => {
    expect(scrubUrl('https://portal.example/reset-password?token=t&email=a%40b.test')).toBe(
      'https://portal.example/reset-password',
    );
    expect(scrubUrl('/organization-switch#token=eyJ')).toBe('/organization-switch');
  });

  it('redacts registration numbers and verification hashes in the path', () => {
    expect(scrubUrl('/employee-registration/REG-ACME-0001')).toBe(`/employee-registration/${REDACTED}`);
    expect(scrubUrl('https://api.example/api/central/email/verify/7/abc123?expires=1&signature=s')).toBe(
      `https://api.example/api/central/email/verify/${REDACTED}`,
    );
  });

  it('leaves other paths as they are', () => {
    expect(scrubUrl('/employee/3/overview')).toBe('/employee/3/overview');
  });

  it('scrubs navigation and request breadcrumbs', () => {
    expect(
      scrubBreadcrumb({
        category: 'navigation',
        data: { from: '/login?returnTo=%2Femployees', to: '/organization-switch#token=x' },
      }),
    ).toEqual({ category: 'navigation', data: { from: '/login', to: '/organization-switch' } });
    expect(
      scrubBreadcrumb({ category: 'xhr', data: { url: '/api/central/reset?email=a', status_code: 200 } }),
    ).toEqual({ category: 'xhr', data: { url: '/api/central/reset', status_code: 200 } });
  });

  it('sends an event without query, cookies or credentials', () => {
    expect(
      scrubEvent({
        message: 'boom',
        request: {
          url: 'https://portal.example/organization-switch#token=x',
          query_string: 'token=x',
          cookies: { token: 'x' },
          headers: { Authorization: 'Bearer x', 'User-Agent': 'Chromium' },
        },
      }),
    ).toEqual({
      message: 'boom',
      request: { url: 'https://portal.example/organization-switch', headers: { 'User-Agent': 'Chromium' } },
    });
  });
});
