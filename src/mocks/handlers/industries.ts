import { industryListSchema } from '@/api/industries/industry.schemas';
import { respond } from '../routing/responses';
import { tokenOptionalRoute } from '../routing/route';
import { ordered } from './ordered';

// Tried by the client before it has a token: the tenant host is enough.
const list = tokenOptionalRoute('GET', 'industries', ({ db }) =>
  respond(industryListSchema, { data: ordered(db.industries.all()) }),
);

export const industryHandlers = [list];
