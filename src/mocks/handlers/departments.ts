import { departmentListSchema } from '@/api/departments/department.schemas';
import { clearUserColumn, namedStore } from './org-data-store';
import { orgDataRoutes } from './org-data';
import { respond } from '../routing/responses';
import { tokenOptionalRoute } from '../routing/route';
import { ordered } from './ordered';

// Tried by the client before it has a token: the tenant host is enough.
const list = tokenOptionalRoute('GET', 'departments', ({ db }) =>
  respond(departmentListSchema, { data: ordered(db.departments.all()) }),
);

const writes = orgDataRoutes(
  { list: 'departments', item: 'departments/:id', reorder: 'departments/:id/reorder' },
  (db) => namedStore(db, 'departments', 'department', clearUserColumn(db, 'department_id')),
);

export const departmentHandlers = [list, ...writes];
