import { SENTRY_SCRUBBERS } from '../../sentry.client.config';

// Issue 30, M4. @sentry/nextjs 11 streams spans by default (traceLifecycle 'stream'), and then ignores
// beforeSendTransaction: every span goes through beforeSendSpan instead. Both are scrubbed.
describe('what Sentry is given to scrub with (issue 30, M4)', () => {
  const SEARCH = 'https://acme.api.example/api/users?search=Nino%20Beridze&page=2';

  it('scrubs each streamed span before it is sent (beforeSendSpan)', () => {
    const span = SENTRY_SCRUBBERS.beforeSendSpan({
      trace_id: 't',
      span_id: 's',
      name: `GET ${SEARCH}`,
      start_timestamp: 1,
      status: 'ok',
      is_segment: false,
      attributes: { 'url.full': SEARCH, 'url.query': '?search=Nino%20Beridze&page=2' },
    });
    expect(span.name).toBe('GET https://acme.api.example/api/users');
    expect(span.attributes).toEqual({ 'url.full': 'https://acme.api.example/api/users' });
  });

  it('scrubs the spans of a transaction event too (beforeSendTransaction, the static lifecycle)', async () => {
    const event = await SENTRY_SCRUBBERS.beforeSendTransaction({
      type: 'transaction',
      spans: [
        {
          trace_id: 't',
          span_id: 's',
          description: `GET ${SEARCH}`,
          start_timestamp: 1,
          status: 'ok',
          data: { 'url.full': SEARCH, 'http.query': 'search=Nino%20Beridze' },
        },
      ],
    });
    expect(JSON.stringify(event)).not.toContain('Nino');
  });
});
