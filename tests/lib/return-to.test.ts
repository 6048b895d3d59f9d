import fc from 'fast-check';
import { internalPathOf, loginPathFor, safeReturnTo } from '@/lib/return-to';

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

describe('URLs the API hands back', () => {
  const origin = 'https://portal.example';

  it('become app paths when they are relative or on this origin', () => {
    expect(internalPathOf('/employees', origin)).toBe('/employees');
    expect(internalPathOf('https://portal.example/organization-switch#token=x', origin)).toBe(
      '/organization-switch#token=x',
    );
  });

  it('are left to a full load when they point elsewhere', () => {
    expect(internalPathOf('https://other.example/login', origin)).toBeNull();
  });
});
