import { globalRoleListSchema } from '@/api/global-roles/global-role.schemas';
import { ROLE_PERMISSIONS, type DemoRole } from '@/lib/demo-accounts';
import { respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { ordered } from './ordered';

const isDemoRole = (name: string): name is DemoRole => Object.hasOwn(ROLE_PERMISSIONS, name);

// Each role with what it may do (proposed); a role the mock does not know comes without.
const list = tenantRoute('GET', 'global-roles', ({ db }) =>
  respond(globalRoleListSchema, {
    data: ordered(db.globalRoles.all()).map((role) => ({
      ...role,
      ...(isDemoRole(role.name) ? { permissions: [...ROLE_PERMISSIONS[role.name]] } : {}),
    })),
  }),
);

export const globalRoleHandlers = [list];
