import { ownValue, valueOwnedBy, type CookieOwner } from '@/lib/cookie-owner';

const admin: CookieOwner = { tenant: 'acme', user: '1', actingAs: null };

describe('owned cookie values (security review 17, finding C)', () => {
  it('are read back by their owner only: tenant, user and impersonation must all match', () => {
    const stored = JSON.parse(JSON.stringify(ownValue(admin, { name: 'Nino' }))) as unknown;
    expect(valueOwnedBy(admin, stored)).toEqual({ name: 'Nino' });
    expect(valueOwnedBy({ ...admin, tenant: 'globex' }, stored)).toBeUndefined();
    expect(valueOwnedBy({ ...admin, user: '2' }, stored)).toBeUndefined();
    expect(valueOwnedBy({ ...admin, actingAs: 3 }, stored)).toBeUndefined();
    expect(valueOwnedBy(null, stored)).toBeUndefined();
  });

  it('without an owner (an older version, a hand-edited cookie) are ignored', () => {
    for (const stored of [{ name: 'Nino' }, [], 'text', null, { owner: { tenant: 'acme' }, value: 1 }]) {
      expect(valueOwnedBy(admin, stored)).toBeUndefined();
    }
  });
});
