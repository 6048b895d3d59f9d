import { currentUserResponseSchema, type CurrentUser } from '@/api/users/user.schemas';
import { userProfileResponseSchema } from '@/api/user-profile/user-profile.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import type { MockUser } from '../db/schemas';
import { toUserProfile } from '../db/profile-view';
import { findUser, identityOf } from '../db/user-queries';
import { mayReadProfile } from '../routing/read-gate';
import { forbidden, found, idParam, notFound, respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';

export function toCurrentUser(user: MockUser): CurrentUser {
  return {
    ...identityOf(user),
    permissions: user.permissions,
    active: user.active,
    is_billable: user.is_billable,
  };
}

// The signed-in user, or the one being impersonated.
const currentUser = tenantRoute('GET', 'user', ({ user }) =>
  respond(currentUserResponseSchema, { data: toCurrentUser(user) }),
);

// One person's profile with every section; everyone may read their own, others need employee::view.
// A candidate (a pipeline stage or rejected) is recruitment data: without recruitment::view their
// profile answers 404, as an unknown user does (issue 30, M3).
const userProfile = tenantRoute('GET', 'user/:id', ({ db, params, user }) => {
  const id = idParam(params.id);
  if (id !== user.id && !user.permissions.includes(PERMISSIONS.employeeView)) throw forbidden();
  const person = found(findUser(db, id));
  if (!mayReadProfile(user, person)) throw notFound();
  return respond(userProfileResponseSchema, { data: toUserProfile(db, person) });
});

export const userHandlers = [currentUser, userProfile];
