import { createIdentityFor, identityByEmail, identityOfUser } from './identities';
import type { IdentityRow } from './central-schemas';
import { allTenantDbs, getCentralData, getTenantDb } from './mock-db';
import { MOCK_TENANTS } from './organizations';
import type { MockUser } from './schemas';
import type { TenantDb } from './tenant-db';
import { canSignIn, findUserByEmail } from './user-queries';

export type Account = { tenant: string; db: TenantDb; user: MockUser };
export type SignedInAccount = Account & { identity: IdentityRow };

// The user rows that hold an e-mail, one per tenant at most, in organisation order.
export async function accountsByEmail(email: string): Promise<Account[]> {
  const dbs = await allTenantDbs();
  return dbs.flatMap((db) => {
    const user = findUserByEmail(db, email);
    return user ? [{ tenant: db.tenant, db, user }] : [];
  });
}

// Login: the first user row with this e-mail, in organisation order, whose credential matches. A row
// linked to an identity signs in with that identity's password (whatever a tenant wrote into the row);
// a row not linked yet with its own, and becomes an identity of its own then (issue 30, H1). Builds a
// tenant only when the ones before it had no such account (signing in builds one tenant, not all).
export async function signInAccount(email: string, password: string): Promise<SignedInAccount | undefined> {
  for (const tenant of MOCK_TENANTS) {
    const db = await getTenantDb(tenant);
    const user = findUserByEmail(db, email);
    if (!user || !canSignIn(user)) continue;
    const central = getCentralData();
    const linked = identityOfUser(central, tenant, user.id);
    if (linked) {
      if (linked.password === password) return { tenant, db, user, identity: linked };
    } else if (user.password !== '' && user.password === password) {
      return { tenant, db, user, identity: createIdentityFor(central, tenant, user) };
    }
  }
  return undefined;
}

// A new password for the login e-mail: its identity's, when an identity owns the e-mail; otherwise each
// not yet linked row's that holds it. A row of someone else's identity is never touched through it.
export async function setPasswordOf(email: string, password: string): Promise<void> {
  const central = getCentralData();
  const owner = identityByEmail(central, email);
  if (owner) {
    owner.password = password;
    return;
  }
  for (const { tenant, db, user } of await accountsByEmail(email)) {
    if (identityOfUser(central, tenant, user.id)) continue;
    await db.users.update((q) => q.where({ id: user.id }), {
      data(draft) {
        draft.password = password;
      },
    });
  }
}
