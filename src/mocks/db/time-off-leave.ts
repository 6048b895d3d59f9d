import type { TimeOff } from '../rules/invoice-calculation';
import type { TimeOffRow } from './time-off-schemas';
import type { TenantDb } from './tenant-db';

// The leave the invoice calculations read: the stored time off (issue 12), approved and not withdrawn,
// vacation and sick leave, with its billing exclusion and its part days: a morning, an afternoon or
// some hours cost the invoices their share of the day (time-off-days' partialDayMinutes), not a day.
// The seed's invoices read the seeded time off by the same rule (leaveOfTimeOffs).
export function leaveOfTimeOffs(rows: readonly TimeOffRow[]): TimeOff[] {
  return rows.flatMap((row): TimeOff[] =>
    row.status === 'approved' &&
    row.withdrawn_at === null &&
    (row.type === 'vacation' || row.type === 'sick_leave')
      ? [
          {
            user_id: row.user_id,
            kind: row.type,
            start_date: row.start_date,
            end_date: row.end_date,
            exclusion: row.exclusion,
            excluded_days: row.excluded_days,
            partial_days: row.partial_days,
          },
        ]
      : [],
  );
}

export function tenantLeave(db: TenantDb): TimeOff[] {
  return leaveOfTimeOffs(db.timeOffs.findMany((q) => q.where({ status: 'approved', withdrawn_at: null })));
}
