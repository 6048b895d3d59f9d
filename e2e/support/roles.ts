import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, type DemoRole } from '../../src/lib/demo-accounts';

// The roles the suite logs in as, once each in auth.setup.ts, all of one tenant so specs can compare
// what each role sees of the same data.
export type Role = DemoRole;

export const ROLES: readonly Role[] = ['admin', 'sale', 'employee'];

export const E2E_TENANT = 'acme';

export type RoleAccount = DemoAccount & { password: string };

function accountOf(role: Role): RoleAccount {
  const account = DEMO_ACCOUNTS.find(
    (candidate) => candidate.tenant === E2E_TENANT && candidate.role === role,
  );
  if (!account)
    throw new Error(`No demo account for role ${role} in tenant ${E2E_TENANT} (src/lib/demo-accounts.ts)`);
  return { ...account, password: DEMO_PASSWORD };
}

// admin@acme.test, sale@acme.test, employee@acme.test; password `password`.
export const ACCOUNTS: Readonly<Record<Role, RoleAccount>> = {
  admin: accountOf('admin'),
  sale: accountOf('sale'),
  employee: accountOf('employee'),
};

// e2e/.auth/ is git-ignored. Absolute, so it does not depend on the directory Playwright runs from.
export const AUTH_DIR = path.join(import.meta.dirname, '..', '.auth');

export function storageStatePath(role: Role): string {
  return path.join(AUTH_DIR, `${role}.json`);
}
