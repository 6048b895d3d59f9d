import { isLeaveDay, withoutLeaveKind, type LeaveKindView } from '../db/invoice-view';
import type { MockUser } from '../db/schemas';
import type { TenantDb } from '../db/tenant-db';
import { mayManage, maySee } from './time-off-requests';

// The kind of a person's leave on an invoice calculation (sick leave is health data) goes only to who
// may see the time off itself: their own, one they review, or time-off::manage, the rule of the team
// calendar, the request preview and GET traffic (issue 30). To anyone else the day says it was leave,
// not which: `reason` and `name` null, "Away".
export function leaveKindFor(db: TenantDb, viewer: MockUser): LeaveKindView {
  if (mayManage(viewer)) return (day) => day;
  // The requests the viewer may see (their own and those they review), read once per answer.
  let seen: ReturnType<TenantDb['timeOffs']['all']> | null = null;
  const visible = (day: Parameters<LeaveKindView>[0]) => {
    if (day.user_id === viewer.id) return true;
    seen ??= db.timeOffs.all().filter((row) => maySee(row, viewer));
    return seen.some(
      (row) =>
        row.user_id === day.user_id &&
        row.type === day.reason &&
        row.start_date <= day.date &&
        day.date <= row.end_date,
    );
  };
  return (day) => (!isLeaveDay(day) || visible(day) ? day : withoutLeaveKind(day));
}
