import { queryWith } from '@/components/url/use-url-state';
import { resetPasswordUrl } from '@/features/auth/reset-password-url';

describe('the e-mailed password reset link', () => {
  it('reads the token and the e-mail from the link', () => {
    expect(resetPasswordUrl.read({ token: 'demo-reset-token', email: 'admin@acme.test' })).toEqual({
      token: 'demo-reset-token',
      email: 'admin@acme.test',
    });
  });

  it('a missing or repeated part reads as blank, for the form to refuse', () => {
    expect(resetPasswordUrl.read({ token: ['a', 'b'] })).toEqual({ token: '', email: '' });
  });

  it('writes the token and the e-mail, leaves a blank one out, and keeps other keys', () => {
    const query = { lang: 'en' };
    expect(queryWith(query, resetPasswordUrl.write({ token: 't1', email: 'admin@acme.test' }))).toEqual({
      ...query,
      token: 't1',
      email: 'admin@acme.test',
    });
    expect(
      queryWith(
        { ...query, token: 't1', email: 'x@acme.test' },
        resetPasswordUrl.write({ token: 't2', email: '' }),
      ),
    ).toEqual({
      ...query,
      token: 't2',
    });
  });
});
