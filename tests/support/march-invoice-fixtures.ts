import type { MockUser } from '@/mocks/db/schemas';
import { nextId, type TenantDb } from '@/mocks/db/tenant-db';

// Example A of docs/design/finance.md: March 2025 on project 1, 08:00 a day at 45.00.
export const MARCH = { from: '2025-03-01', to: '2025-03-31' };

export async function addMarchTerm(db: TenantDb, userId: number): Promise<void> {
  const plan = { start_date: MARCH.from, end_date: MARCH.to, minutes_per_day: 480, rate_cents: 4500 };
  await db.terms.create({
    ...plan,
    id: nextId(db.terms),
    internal_project_id: 1,
    user_id: userId,
    status: 'confirmed',
    note: null,
    baseline: plan,
    created_at: '2025-02-01',
  });
}

// An active colleague of sale@acme.test whose leave sale@ may not see (they review none of it), not on
// project 1 yet, and none of `others`: the viewer the leave-kind rule hides the reason from.
export function colleagueSaleDoesNotReview(db: TenantDb, others: readonly number[] = []): MockUser {
  const sale = db.users.findFirst((q) => q.where({ email: 'sale@acme.test' }))!;
  const onProject = new Set(
    db.terms.findMany((q) => q.where({ internal_project_id: 1 })).map((term) => term.user_id),
  );
  const reviewedBySale = new Set(
    db.timeOffs
      .all()
      .filter((row) => row.approvals.some((step) => step.reviewer_id === sale.id))
      .map((row) => row.user_id),
  );
  return db.users
    .all()
    .find(
      (user) =>
        !user.archived &&
        user.stage === '' &&
        user.id !== sale.id &&
        !others.includes(user.id) &&
        !onProject.has(user.id) &&
        !reviewedBySale.has(user.id),
    )!;
}
