import { listOf, namedItemSchema } from '@/api/common.schemas';
import { respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { ordered } from './ordered';

// The client declares no schema file for global roles; this is the one its reference list parses.
const globalRoleListSchema = listOf(namedItemSchema);

const list = tenantRoute('GET', 'global-roles', ({ db }) =>
  respond(globalRoleListSchema, { data: ordered(db.globalRoles.all()) }),
);

export const globalRoleHandlers = [list];
