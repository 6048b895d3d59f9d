import { getTenantDb } from '@/mocks/db';
import { nextId } from '@/mocks/db/tenant-db';
import type { TimeOffRow } from '@/mocks/db/time-off-schemas';

// A time-off row stored straight into acme's mock db (approved vacation unless changed), for rules
// that need leave the seed does not have; returns its id.
export async function storeTimeOff(userId: number, change: Partial<TimeOffRow> = {}): Promise<number> {
  const db = await getTenantDb('acme');
  const id = nextId(db.timeOffs);
  await db.timeOffs.create({
    id,
    user_id: userId,
    type: 'vacation',
    status: 'approved',
    start_date: '2031-03-03',
    end_date: '2031-03-07',
    partial_days: [],
    note: null,
    attachment: null,
    exclusion: 'no',
    excluded_days: 0,
    approvals: [],
    history: [],
    created_by: userId,
    created_at: '2030-12-01T09:00:00Z',
    withdrawn_at: null,
    ...change,
  });
  return id;
}
