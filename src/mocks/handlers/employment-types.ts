import { listOf, namedItemSchema } from '@/api/common.schemas';
import { respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { ordered } from './ordered';

// Needs a token (the client waits for one).
const employmentTypeListSchema = listOf(namedItemSchema);

const list = tenantRoute('GET', 'employment-types', ({ db }) =>
  respond(employmentTypeListSchema, { data: ordered(db.employmentTypes.all()) }),
);

export const employmentTypeHandlers = [list];
