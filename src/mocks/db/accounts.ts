import { allTenantDbs, getTenantDb } from './mock-db';
import { MOCK_TENANTS } from './organizations';
import type { MockUser } from './schemas';
import type { TenantDb } from './tenant-db';
import { findUserByEmail } from './user-queries';

export type Account = { tenant: string; db: TenantDb; user: MockUser };

// Central accounts span tenants: one e-mail may be a user in several, in organisation order.
export async function accountsByEmail(email: string): Promise<Account[]> {
  const dbs = await allTenantDbs();
  return dbs.flatMap((db) => {
    const user = findUserByEmail(db, email);
    return user ? [{ tenant: db.tenant, db, user }] : [];
  });
}

// The first account of an e-mail, in organisation order, that `accepts`: builds a tenant only when the
// ones before it had no such account (signing in builds one tenant, not all of them).
export async function firstAccountWhere(
  email: string,
  accepts: (user: MockUser) => boolean,
): Promise<Account | undefined> {
  for (const tenant of MOCK_TENANTS) {
    const db = await getTenantDb(tenant);
    const user = findUserByEmail(db, email);
    if (user && accepts(user)) return { tenant, db, user };
  }
  return undefined;
}
