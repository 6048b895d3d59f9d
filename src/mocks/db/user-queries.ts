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

// Who a person is, as every user-shaped answer starts.
export function identityOf(user: MockUser) {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    name: user.name,
    email: user.email,
    avatar: user.avatar,
    title: user.title,
    role: user.role,
  };
}
