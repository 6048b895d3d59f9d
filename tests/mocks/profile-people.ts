import { getTenantDb } from '@/mocks/db';

// The admin demo account is user 1 of acme; its stage is '' so its profile may change.
export const ADMIN_ID = 1;

// Someone else's profile in acme, at a stage the edit gate lets through or not.
export async function personAt(editable: boolean): Promise<number> {
  const db = await getTenantDb('acme');
  const person = db.users.findFirst((q) =>
    q.where({
      id: (id) => id !== ADMIN_ID,
      stage: (stage) => ['', 'pre-offer'].includes(stage) === editable,
    }),
  );
  if (!person) throw new Error('The seed has no such person');
  return person.id;
}
