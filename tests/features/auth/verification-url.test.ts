import { queryWith } from '@/components/url/use-url-state';
import { verificationUrl } from '@/features/auth/verification-url';

describe('the e-mailed verification link', () => {
  it('reads the id, hash, expiry and signature from the link', () => {
    expect(verificationUrl.read({ id: '12', hash: 'abc', expires: '1700000000', signature: 'sig' })).toEqual({
      id: '12',
      hash: 'abc',
      expires: '1700000000',
      signature: 'sig',
    });
  });

  it('a link without its id or hash, or with two of one, is no link', () => {
    expect(verificationUrl.read({ id: '12' })).toBeNull();
    expect(verificationUrl.read({ hash: 'abc' })).toBeNull();
    expect(verificationUrl.read({ id: ['12', '13'], hash: 'abc' })).toBeNull();
  });

  it('writes the link, takes it off for none, and keeps other keys', () => {
    const query = { lang: 'en' };
    const link = { id: '12', hash: 'abc', expires: '1700000000', signature: 'sig' };
    expect(queryWith(query, verificationUrl.write(link))).toEqual({ ...query, ...link });
    expect(queryWith({ ...query, ...link }, verificationUrl.write(null))).toEqual(query);
  });
});
