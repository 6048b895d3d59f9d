import { positionListSchema } from '@/api/positions/position.schemas';
import { clearUserColumn, namedStore } from './org-data-store';
import { orgDataRoutes } from './org-data';
import { respond } from '../routing/responses';
import { tokenOptionalRoute } from '../routing/route';
import { ordered } from './ordered';

// Tried by the client before it has a token: the tenant host is enough.
const list = tokenOptionalRoute('GET', 'positions', ({ db }) =>
  respond(positionListSchema, { data: ordered(db.positions.all()) }),
);

const writes = orgDataRoutes(
  { list: 'positions', item: 'positions/:id', reorder: 'positions/:id/reorder' },
  (db) => namedStore(db, 'positions', 'position', clearUserColumn(db, 'position_id')),
);

export const positionHandlers = [list, ...writes];
