import type { MockUser } from './schemas';
import type { TenantDb } from './tenant-db';

export function findUser(db: TenantDb, id: number): MockUser | undefined {
  return db.users.findFirst((q) => q.where({ id }));
}

// E-mails compare case-insensitively, as Laravel's default MySQL collation does.
export function findUserByEmail(db: TenantDb, email: string): MockUser | undefined {
  const wanted = email.toLowerCase();
  return db.users.findFirst((q) => q.where({ email: (value) => value.toLowerCase() === wanted }));
}

// Archived users cannot sign in, switch in, or use a token issued before they were archived.
export const canSignIn = (user: MockUser): boolean => !user.archived && user.active;
