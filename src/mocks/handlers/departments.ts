import { departmentListSchema } from '@/api/departments/department.schemas';
import { respond } from '../routing/responses';
import { tokenOptionalRoute } from '../routing/route';
import { ordered } from './ordered';

// Tried by the client before it has a token: the tenant host is enough.
const list = tokenOptionalRoute('GET', 'departments', ({ db }) =>
  respond(departmentListSchema, { data: ordered(db.departments.all()) }),
);

export const departmentHandlers = [list];
