import { urlResponseSchema } from '@/api/common.schemas';
import { impersonationStartSchema } from '@/api/impersonation/impersonation.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { findUser } from '../db/user-queries';
import { forbidden, found, idParam, MockHttpError, respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { issueImpersonationToken } from '../tokens';

const AFTER_SWITCH_URL = '/employees';
export const ADMIN_TARGET_MESSAGE = 'Administrators cannot be impersonated.';

// The token names the impersonator, so it works only next to that user's own bearer token.
const start = tenantRoute(
  'GET',
  'impersonate/:id/url',
  async ({ params, db, user, realUser, tenant }) => {
    const target = found(findUser(db, idParam(params.id)));
    if (target.id === user.id) throw new MockHttpError(422, { message: 'You cannot impersonate yourself.' });
    // An admin acting as another admin would hold two sets of admin rights and leave the other's trail.
    if (target.role === 'admin') throw forbidden(ADMIN_TARGET_MESSAGE);
    const token = await issueImpersonationToken(realUser.id, target.id, tenant);
    return respond(impersonationStartSchema, { url: AFTER_SWITCH_URL, token });
  },
  { permission: PERMISSIONS.userImpersonate },
);

// The client drops the impersonation token itself; the API only says where to go.
const cancel = tenantRoute('GET', 'cancel-impersonate/:id/url', ({ params, db }) => {
  found(findUser(db, idParam(params.id)));
  return respond(urlResponseSchema, { url: AFTER_SWITCH_URL });
});

export const impersonationHandlers = [start, cancel];
