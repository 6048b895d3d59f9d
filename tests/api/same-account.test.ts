import { decodeToken, isSameAccount, type TokenClaims } from '@/api/session';
import { makeToken } from '../support/tokens';

// Issue 30, H1: two tokens are one person's only when they name the same central identity. An e-mail
// proves nothing: any organisation can give a user of its own someone else's address.

const claims = (extra: Record<string, unknown>): TokenClaims => {
  const decoded = decodeToken(makeToken({ tenant: 'acme', email: 'sale@acme.test', ...extra }));
  if (!decoded) throw new Error('the test token does not decode');
  return decoded;
};

describe('isSameAccount compares the identity, not the e-mail (issue 30, H1)', () => {
  it('the same identity is the same account, in another organisation and under another e-mail too', () => {
    expect(
      isSameAccount(
        claims({ identity: 'idn_2' }),
        claims({ identity: 'idn_2', tenant: 'globex', sub: '9', email: 'giorgi@globex.test' }),
      ),
    ).toBe(true);
  });

  it('another identity with the same e-mail is another account', () => {
    expect(
      isSameAccount(claims({ identity: 'idn_2' }), claims({ identity: 'idn_9', tenant: 'globex' })),
    ).toBe(false);
  });

  it('a token without an identity is never the same account, whatever its e-mail', () => {
    expect(isSameAccount(claims({}), claims({}))).toBe(false);
    expect(isSameAccount(claims({ identity: 'idn_2' }), claims({}))).toBe(false);
    expect(isSameAccount(claims({}), claims({ identity: 'idn_2' }))).toBe(false);
    expect(isSameAccount(null, claims({ identity: 'idn_2' }))).toBe(false);
  });

  it('reads the identity claim of a token', () => {
    expect(decodeToken(makeToken({ tenant: 'acme', identity: 'idn_7' }))?.identity).toBe('idn_7');
  });
});
