import { decodeToken } from '@/api/session';
import { signJwt, verifyJwt } from '@/mocks/jwt';

describe('mock JWTs', () => {
  it('verifies what it signs and the client decodes it, non-ASCII names included', async () => {
    const payload = {
      sub: '7',
      tenant: 'acme',
      name: 'Nino Béridzé ნინო',
      exp: Math.floor(Date.now() / 1000) + 60,
    };
    const token = await signJwt(payload);
    expect(await verifyJwt(token)).toEqual(payload);
    expect(decodeToken(token)).toMatchObject({ sub: '7', tenant: 'acme', name: 'Nino Béridzé ნინო' });
  });

  it('rejects a token whose payload was changed', async () => {
    const [header, , signature] = (await signJwt({ sub: '1', tenant: 'acme' })).split('.');
    const forged = btoa(JSON.stringify({ sub: '1', tenant: 'globex' })).replace(/=+$/, '');
    expect(await verifyJwt(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('rejects an expired token and garbage', async () => {
    const token = await signJwt({ sub: '1', exp: 1000 });
    expect(await verifyJwt(token)).toBeNull();
    expect(await verifyJwt('not-a-token')).toBeNull();
    expect(await verifyJwt('a.b.c')).toBeNull();
  });
});
