import { currentUserResponseSchema, type CurrentUser } from '@/api/users/user.schemas';
import type { MockUser } from '../db/schemas';
import { respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';

export function toCurrentUser(user: MockUser): CurrentUser {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    name: user.name,
    email: user.email,
    avatar: user.avatar,
    title: user.title,
    role: user.role,
    permissions: user.permissions,
    active: user.active,
    is_billable: user.is_billable,
  };
}

// The signed-in user, or the one being impersonated.
const currentUser = tenantRoute('GET', 'user', ({ user }) =>
  respond(currentUserResponseSchema, { data: toCurrentUser(user) }),
);

export const userHandlers = [currentUser];
