import { allTenantDbs } from './mock-db';
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
