import { positionListSchema } from '@/api/positions/position.schemas';
import { respond } from '../routing/responses';
import { tokenOptionalRoute } from '../routing/route';
import { ordered } from './ordered';

// Tried by the client before it has a token: the tenant host is enough.
const list = tokenOptionalRoute('GET', 'positions', ({ db }) =>
  respond(positionListSchema, { data: ordered(db.positions.all()) }),
);

export const positionHandlers = [list];
