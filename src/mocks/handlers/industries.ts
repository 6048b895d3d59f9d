import { dataOf } from '@/api/common.schemas';
import { industryListSchema, industrySchema } from '@/api/industries/industry.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { nextId } from '../db/tenant-db';
import { readBody } from '../routing/request-body';
import { fieldError, forbidden, respond } from '../routing/responses';
import { tenantRoute, tokenOptionalRoute } from '../routing/route';
import { validate } from '../routing/validate';
import { ordered } from './ordered';

// Tried by the client before it has a token: the tenant host is enough.
const list = tokenOptionalRoute('GET', 'industries', ({ db }) =>
  respond(industryListSchema, { data: ordered(db.industries.all()) }),
);

// Whoever may edit profiles (where industries are picked) or manage settings may add one; it goes last.
const MAY_ADD = [PERMISSIONS.employeeUpdate, PERMISSIONS.settingsManage] as const;

const create = tenantRoute('POST', 'industries', async ({ db, request, user }) => {
  if (!MAY_ADD.some((permission) => user.permissions.includes(permission))) throw forbidden();
  const { name } = validate(await readBody(request), { name: ['required', { max: 255 }] });
  const taken = db.industries.all().some((row) => row.name.toLowerCase() === name.toLowerCase());
  if (taken) throw fieldError('name', 'The name has already been taken.');
  const rows = db.industries.all();
  const order = rows.reduce((max, row) => Math.max(max, row.order), 0) + 1;
  const row = await db.industries.create({ id: nextId(db.industries), name, order });
  return respond(dataOf(industrySchema), { data: row }, 201);
});

export const industryHandlers = [list, create];
