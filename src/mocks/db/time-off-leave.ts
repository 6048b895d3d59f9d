import type { TimeOff } from '@/lib/invoice-calculation';
import type { TenantDb } from './tenant-db';

// The leave the invoice calculations read: the stored time off (issue 12), approved and not withdrawn,
// vacation and sick leave, with its billing exclusion. A half or hours-only day counts as a whole leave
// day here (the calculation's TimeOff has no partial days).
export function tenantLeave(db: TenantDb): TimeOff[] {
  return db.timeOffs
    .findMany((q) => q.where({ status: 'approved', withdrawn_at: null }))
    .flatMap((row): TimeOff[] =>
      row.type === 'vacation' || row.type === 'sick_leave'
        ? [
            {
              user_id: row.user_id,
              kind: row.type,
              start_date: row.start_date,
              end_date: row.end_date,
              exclusion: row.exclusion,
              excluded_days: row.excluded_days,
            },
          ]
        : [],
    );
}
