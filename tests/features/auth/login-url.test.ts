import { queryWith } from '@/components/url/use-url-state';
import { loginUrl } from '@/features/auth/login-url';

describe('where a log in returns to, in its link', () => {
  it('reads a path of this app from the link', () => {
    expect(loginUrl.read({ returnTo: '/time-offs?tab=mine' })).toBe('/time-offs?tab=mine');
  });

  it('a link to another site, a list or no link returns to the directory', () => {
    expect(loginUrl.read({ returnTo: 'https://evil.example/' })).toBe('/employees');
    expect(loginUrl.read({ returnTo: '//evil.example/' })).toBe('/employees');
    expect(loginUrl.read({ returnTo: ['/projects', '/budget'] })).toBe('/employees');
    expect(loginUrl.read({})).toBe('/employees');
  });

  it('writes a path of this app, takes another site off the link, and keeps other keys', () => {
    const query = { email: 'admin@acme.test' };
    expect(queryWith(query, loginUrl.write('/projects/4'))).toEqual({ ...query, returnTo: '/projects/4' });
    expect(queryWith({ ...query, returnTo: '/budget' }, loginUrl.write('https://evil.example/'))).toEqual(
      query,
    );
  });
});
