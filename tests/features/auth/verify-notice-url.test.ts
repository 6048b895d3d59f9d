import { queryWith } from '@/components/url/use-url-state';
import { verifyNoticeUrl } from '@/features/auth/verify-notice-url';

describe('whose verification link to send again, in its link', () => {
  it('reads the e-mail from the link', () => {
    expect(verifyNoticeUrl.read({ email: 'admin@acme.test' })).toBe('admin@acme.test');
  });

  it('a link with no e-mail, or with two, names nobody', () => {
    expect(verifyNoticeUrl.read({})).toBeNull();
    expect(verifyNoticeUrl.read({ email: ['admin@acme.test', 'sale@acme.test'] })).toBeNull();
  });

  it('writes the e-mail, takes it off for nobody, and keeps other keys', () => {
    const query = { returnTo: '/projects' };
    expect(queryWith(query, verifyNoticeUrl.write('sale@acme.test'))).toEqual({
      ...query,
      email: 'sale@acme.test',
    });
    expect(queryWith({ ...query, email: 'sale@acme.test' }, verifyNoticeUrl.write(null))).toEqual(query);
  });
});
