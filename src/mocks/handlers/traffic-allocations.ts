import { trafficBatchResultSchema } from '@/api/traffic/traffic.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { applyBatch, checkedBatch } from '../db/traffic-batch';
import { toTrafficAllocation, trafficIndex } from '../db/traffic-view';
import type { TenantContext } from '../routing/authorize';
import { mayReadBookingMoney } from '../routing/commercial-data';
import { readBody } from '../routing/request-body';
import { MockHttpError, respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';

// PATCH traffic/allocations (also POST with ?_method=PATCH, Laravel's method spoofing): the planner's
// batch, all or nothing (src/mocks/db/traffic-batch.ts). Needs project::update.

const options = { permission: PERMISSIONS.projectUpdate };

async function saveBatch({ db, request, user }: TenantContext): Promise<Response> {
  const result = await applyBatch(db, checkedBatch(db, await readBody(request)));
  const rows = [...result.created, ...result.updated].flatMap((id) => {
    const row = db.terms.findFirst((q) => q.where({ id }));
    return row ? [row] : [];
  });
  const from = rows.reduce((min, row) => (row.start_date < min ? row.start_date : min), '9999-12-31');
  const to = rows.reduce((max, row) => (row.end_date > max ? row.end_date : max), '0000-01-01');
  const index = rows.length > 0 ? trafficIndex(db, from, to) : null;
  // project::update sets rates, so it reads them (issue 30, L4).
  const withRates = mayReadBookingMoney(user);
  const answer = (ids: readonly number[]) =>
    index
      ? rows.filter((row) => ids.includes(row.id)).map((row) => toTrafficAllocation(index, row, withRates))
      : [];
  return respond(trafficBatchResultSchema, {
    data: { created: answer(result.created), updated: answer(result.updated), deleted: result.deleted },
  });
}

const patch = tenantRoute('PATCH', 'traffic/allocations', saveBatch, options);

const spoofed = tenantRoute(
  'POST',
  'traffic/allocations',
  (context) => {
    const method = context.url.searchParams.get('_method')?.toUpperCase();
    if (method === 'PATCH') return saveBatch(context);
    throw new MockHttpError(405, {
      message: `The POST method is not supported for this route. Supported methods: PATCH.`,
    });
  },
  options,
);

export const trafficAllocationHandlers = [patch, spoofed];
