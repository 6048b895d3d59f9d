import { currentUserResponseSchema, type CurrentUser } from '@/api/users/user.schemas';
import { userProfileResponseSchema, type UserProfile } from '@/api/users/user-profile.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import type { MockUser } from '../db/schemas';
import { findUser } from '../db/user-queries';
import { forbidden, found, idParam, respond } from '../routing/responses';
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

export function toUserProfile(user: MockUser): UserProfile {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    name: user.name,
    email: user.email,
    title: user.title,
    avatar: user.avatar,
    role: user.role,
    active: user.active,
    archived: user.archived,
    stage: user.stage,
    position_id: user.position_id,
    department_id: user.department_id,
    seniority_id: user.seniority_id,
  };
}

// One person's profile head; everyone may read their own, others need employee::view.
const userProfile = tenantRoute('GET', 'user/:id', ({ db, params, user }) => {
  const id = idParam(params.id);
  if (id !== user.id && !user.permissions.includes(PERMISSIONS.employeeView)) throw forbidden();
  const person = found(findUser(db, id));
  return respond(userProfileResponseSchema, { data: toUserProfile(person) });
});

export const userHandlers = [currentUser, userProfile];
