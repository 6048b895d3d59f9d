import { trafficIncomingListQuery } from '@/api/traffic/traffic-list.query';
import { incomingHireListSchema, type IncomingHire } from '@/api/traffic/traffic.schemas';
import { HIREABLE_STAGES } from '@/lib/recruitment-stages';
import { PERMISSIONS } from '@/lib/permissions';
import { countryOf } from '../db/time-off-view';
import { trafficRangeErrors } from '../db/traffic-query';
import { respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';

const refOf = (id: number | null, rows: readonly { id: number; name: string }[]) => {
  const row = id === null ? undefined : rows.find((entry) => entry.id === id);
  return row ? { id: row.id, name: row.name } : null;
};

// GET traffic/incoming?from&to&department_ids[]&position_ids[] (proposed): active candidates at
// pre-offer or offer who start on or before `to`, by start date then name. Candidate data, so it needs
// recruitment::view; the range is read (and refused) as the planner's own.
const incoming = tenantRoute(
  'GET',
  'traffic/incoming',
  ({ db, url }) => {
    const read = trafficIncomingListQuery.read(url);
    if (!read.ok) throw validationFailed(read.errors);
    const filters = read.query.filters;
    const rangeErrors = trafficRangeErrors(filters.from, filters.to);
    if (rangeErrors) throw validationFailed(rangeErrors);
    const departmentIds = filters.department_ids ?? [];
    const positionIds = filters.position_ids ?? [];
    const positions = db.positions.all();
    const departments = db.departments.all();
    const data: IncomingHire[] = db.candidates
      .findMany((q) => q.where({ status: 'active' }))
      .flatMap((row) => {
        const stage = HIREABLE_STAGES.find((hireable) => hireable === row.stage);
        if (!stage || row.available_from === null || row.available_from > filters.to) return [];
        const user = db.users.findFirst((q) => q.where({ id: row.user_id }));
        if (!user) return [];
        if (departmentIds.length > 0 && !departmentIds.includes(user.department_id ?? -1)) return [];
        if (positionIds.length > 0 && !positionIds.includes(user.position_id ?? -1)) return [];
        return [
          {
            id: user.id,
            name: user.name,
            stage: stage as IncomingHire['stage'],
            position: refOf(user.position_id, positions),
            department: refOf(user.department_id, departments),
            country: countryOf(user),
            available_from: row.available_from,
          },
        ];
      })
      .sort((a, b) => a.available_from.localeCompare(b.available_from) || a.name.localeCompare(b.name));
    return respond(incomingHireListSchema, { data });
  },
  { permission: PERMISSIONS.recruitmentView },
);

export const trafficIncomingHandlers = [incoming];
