import { ROLE_PERMISSIONS } from '@/lib/demo-accounts';
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

export type NewUserFields = Pick<
  MockUser,
  'id' | 'first_name' | 'last_name' | 'email' | 'password' | 'role'
> &
  Partial<Pick<MockUser, 'title' | 'personal'>>;

// A person the API has just made (added by staff, or registered): no placement, no profile yet, and the
// role's permissions. Stage '' keeps the profile editable (SPEC §4).
export function newUserRecord(fields: NewUserFields): MockUser {
  return {
    ...fields,
    name: `${fields.first_name} ${fields.last_name}`,
    permissions: [...ROLE_PERMISSIONS[fields.role]],
    active: true,
    title: fields.title ?? null,
    avatar: null,
    is_billable: false,
    position_id: null,
    department_id: null,
    seniority_id: null,
    stage: '',
    archived: false,
    created_at: new Date().toISOString(),
    skills: [],
    employment_type_id: null,
    start_date: null,
    weekly_hours: null,
    personal: fields.personal ?? null,
    brief_intro: null,
    profile_sections: [],
  };
}
