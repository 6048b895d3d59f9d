import { REDACTED, scrubBreadcrumb, scrubEvent, scrubSpan, scrubUrl } from '@/lib/scrub-url';

describe('monitoring keeps no secret of a URL (security review 17, medium 3)', () => {
  it('drops the query and the fragment: reset tokens, e-mails, hand-off tokens', () => {
    expect(scrubUrl('https://portal.example/reset-password?token=t&email=a%40b.test')).toBe(
      'https://portal.example/reset-password',
    );
    expect(scrubUrl('/organization-switch#token=eyJ')).toBe('/organization-switch');
  });

  it('redacts registration tokens and verification hashes in the path', () => {
    expect(scrubUrl('/employee-registration/k3Jd9xQ2mZ7wV')).toBe(`/employee-registration/${REDACTED}`);
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

// Issue 30, M4: a transaction's spans carried the full URLs of API calls and page loads (url.full,
// url.query, http.url, descriptions such as "GET https://…?email=…"): registration numbers, the e-mails
// and phones of the duplicate check, search terms.
describe('monitoring keeps no secret of a URL in a trace (issue 30, M4)', () => {
  const DUPLICATE_CHECK =
    'https://acme.api.example/api/recruitment/candidates/duplicates?email=ana%40mail.test&phone=%2B995555';
  const REGISTRATION = 'https://api.example/api/central/employee-registration/p8Ft1yN4cR6sB';

  it('scrubs every span of a transaction event, its trace context and its breadcrumbs', () => {
    const scrubbed = scrubEvent({
      type: 'transaction',
      transaction: '/employee-registration/p8Ft1yN4cR6sB',
      request: { url: 'https://portal.example/employees?search=Nino' },
      contexts: {
        trace: {
          trace_id: 't',
          span_id: 's',
          data: { 'url.full': 'https://portal.example/employees?search=Nino', 'url.query': '?search=Nino' },
        },
      },
      spans: [
        {
          span_id: 'a',
          description: `GET ${DUPLICATE_CHECK}`,
          op: 'http.client',
          data: {
            'url.full': DUPLICATE_CHECK,
            'url.query': '?email=ana%40mail.test&phone=%2B995555',
            'url.fragment': 'x',
            'http.query': '?email=ana%40mail.test',
            'http.fragment': 'x',
            'http.url': DUPLICATE_CHECK,
            url: DUPLICATE_CHECK,
            'http.request.header.referer': ['https://portal.example/admin/recruitment/active?search=Ana'],
            'http.method': 'GET',
            'http.response.status_code': 200,
          },
        },
        {
          span_id: 'b',
          description: `POST ${REGISTRATION}`,
          op: 'http.client',
          data: { 'url.full': REGISTRATION, 'url.path': '/api/central/employee-registration/p8Ft1yN4cR6sB' },
        },
        { span_id: 'c', description: 'https://portal.example/employees?search=Nino', op: 'browser.request' },
      ],
      breadcrumbs: [{ category: 'xhr', data: { url: DUPLICATE_CHECK, status_code: 200 } }],
    });
    const text = JSON.stringify(scrubbed);
    for (const secret of ['ana%40mail.test', '995555', 'Nino', 'Ana', 'p8Ft1yN4cR6sB', '?', '#']) {
      expect(text).not.toContain(secret);
    }
    expect(scrubbed.spans?.[0]).toEqual({
      span_id: 'a',
      description: 'GET https://acme.api.example/api/recruitment/candidates/duplicates',
      op: 'http.client',
      data: {
        'url.full': 'https://acme.api.example/api/recruitment/candidates/duplicates',
        'http.url': 'https://acme.api.example/api/recruitment/candidates/duplicates',
        url: 'https://acme.api.example/api/recruitment/candidates/duplicates',
        'http.request.header.referer': ['https://portal.example/admin/recruitment/active'],
        'http.method': 'GET',
        'http.response.status_code': 200,
      },
    });
    expect(scrubbed.spans?.[1]?.description).toBe(
      `POST https://api.example/api/central/employee-registration/${REDACTED}`,
    );
    expect(scrubbed.transaction).toBe(`/employee-registration/${REDACTED}`);
    expect(scrubbed.contexts?.trace?.data).toEqual({ 'url.full': 'https://portal.example/employees' });
    expect(scrubbed.breadcrumbs).toEqual([
      {
        category: 'xhr',
        data: { url: 'https://acme.api.example/api/recruitment/candidates/duplicates', status_code: 200 },
      },
    ]);
  });

  it('keeps a route template as the transaction name', () => {
    expect(scrubEvent({ type: 'transaction', transaction: '/employee/[id]/[...tab]' }).transaction).toBe(
      '/employee/[id]/[...tab]',
    );
  });

  it('scrubs a streamed span (beforeSendSpan), plain and typed attributes alike', () => {
    const span = scrubSpan({
      span_id: 'a',
      name: `GET ${DUPLICATE_CHECK}`,
      is_segment: false,
      attributes: {
        'url.full': { value: DUPLICATE_CHECK, type: 'string' },
        'url.query': '?email=ana%40mail.test',
        'url.fragment': 'x',
        'sentry.op': 'http.client',
      },
    });
    expect(span).toEqual({
      span_id: 'a',
      name: 'GET https://acme.api.example/api/recruitment/candidates/duplicates',
      is_segment: false,
      attributes: {
        'url.full': {
          value: 'https://acme.api.example/api/recruitment/candidates/duplicates',
          type: 'string',
        },
        'sentry.op': 'http.client',
      },
    });
  });
});
