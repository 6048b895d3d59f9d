import fc from 'fast-check';
import { followTargetOf, isTrustedHost, loginPathFor, safeReturnTo } from '@/lib/return-to';

describe('where to go after logging in', () => {
  it('returns to a relative path of the app, with its query and hash', () => {
    expect(safeReturnTo('/invoices?page=2#top')).toBe('/invoices?page=2#top');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'invoices',
    '',
    undefined,
    ['/a'],
  ])('never follows %s', (value) => {
    expect(safeReturnTo(value)).toBe('/employees');
  });

  it('does not loop back to the login page', () => {
    expect(safeReturnTo('/login?returnTo=/x')).toBe('/employees');
  });

  it('always gives a path on this site, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const target = safeReturnTo(value);
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
        expect(new URL(target, 'https://app.example').origin).toBe('https://app.example');
      }),
    );
  });

  it('remembers the page in the login link', () => {
    expect(loginPathFor('/time-offs?tab=mine')).toBe('/login?returnTo=%2Ftime-offs%3Ftab%3Dmine');
    expect(loginPathFor('/')).toBe('/login');
  });
});

describe('URLs the API hands back are followed only where they are safe (security review 17, medium 1)', () => {
  const origin = 'https://portal.example';
  const trusted = ['*.api.example', 'portal-eu.example'];
  const follow = (url: string) => followTargetOf(url, origin, trusted);

  it('a relative path or one on this origin stays in the app', () => {
    expect(follow('/employees')).toEqual({ kind: 'path', path: '/employees' });
    expect(follow('https://portal.example/organization-switch#token=x')).toEqual({
      kind: 'path',
      path: '/organization-switch#token=x',
    });
  });

  it('a path that would read as another host (//host) is refused, however it is spelt', () => {
    expect(follow('https://portal.example/.//evil.com#token=x')).toBeNull();
    expect(follow('//evil.com/login')).toBeNull();
    expect(follow('/\\evil.com')).toBeNull();
    expect(follow('https://portal.example/%2e//evil.com')).toBeNull();
  });

  it('only http(s): javascript:, data: and the like are refused', () => {
    expect(follow('javascript:alert(1)')).toBeNull();
    expect(follow('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(follow('ftp://acme.api.example/x')).toBeNull();
  });

  it('another origin only on a trusted host, over https, without credentials', () => {
    expect(follow('https://acme.api.example/organization-switch#token=x')).toEqual({
      kind: 'page',
      url: 'https://acme.api.example/organization-switch#token=x',
    });
    expect(follow('https://portal-eu.example/employees')).toEqual({
      kind: 'page',
      url: 'https://portal-eu.example/employees',
    });
    expect(follow('https://other.example/login')).toBeNull();
    expect(follow('http://acme.api.example/login')).toBeNull();
    expect(follow('https://user:pass@acme.api.example/')).toBeNull();
    expect(follow('https://evilapi.example/')).toBeNull();
  });
});

describe('trusted hosts', () => {
  it('take an exact host, or any subdomain with *., and nothing that only ends alike', () => {
    expect(isTrustedHost('acme.api.example', ['*.api.example'])).toBe(true);
    expect(isTrustedHost('api.example', ['*.api.example'])).toBe(false);
    expect(isTrustedHost('evilapi.example', ['*.api.example'])).toBe(false);
    expect(isTrustedHost('Portal.Example', ['portal.example'])).toBe(true);
    expect(isTrustedHost('portal.example.evil', ['portal.example'])).toBe(false);
  });
});
