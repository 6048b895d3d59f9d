import type { CandidateEventRow, CandidateRow } from './recruitment-schemas';
import type { MockUser } from './schemas';
import { nextId, type TenantDb } from './tenant-db';

// Every change to a candidate goes through here: the row, the user's stage kept in step, and a line of
// history. Times are the real now, as every other change the mock stores.

export type CandidateEvent = Omit<CandidateEventRow, 'id' | 'user_id' | 'at'>;

export async function recordEvent(db: TenantDb, userId: number, event: CandidateEvent, at: string) {
  await db.candidateEvents.create({ id: nextId(db.candidateEvents), user_id: userId, at, ...event });
}

// Changes the candidate row (and the user's stage to match it), then records the event when there is
// one. The row's last activity is now.
export async function changeCandidate(
  db: TenantDb,
  userId: number,
  change: (row: CandidateRow) => void,
  event: CandidateEvent | null,
  userChange?: (user: MockUser) => void,
): Promise<void> {
  const now = new Date().toISOString();
  let stage = '';
  await db.candidates.update((q) => q.where({ user_id: userId }), {
    data(row) {
      change(row);
      row.last_activity_at = now;
      stage = row.status === 'rejected' ? 'rejected' : row.status === 'hired' ? '' : row.stage;
    },
  });
  await db.users.update((q) => q.where({ id: userId }), {
    data(user) {
      user.stage = stage as MockUser['stage'];
      userChange?.(user);
    },
  });
  if (event) await recordEvent(db, userId, event, now);
}
