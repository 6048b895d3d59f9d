import { addDays } from 'date-fns';
import { getTenantDb } from './mock-db';
import { MOCK_TENANTS } from './organizations';
import { hashRegistrationToken, isRegistrationTokenShape, newRegistrationToken } from './registration-tokens';
import { REGISTRATION_LINK_DAYS } from './seed-registrations';
import type { RegistrationRow } from './schemas';
import { nextId, type TenantDb } from './tenant-db';

// Registration links by their token (issue 30, H2). The token names no tenant, so the central call
// finds it by its hash: the mock looks through its few tenants; a real API keeps one central table of
// hash → tenant. Rows are returned as stored: used, expired or revoked ones too, for the caller to refuse.
export async function findRegistration(
  token: string,
): Promise<{ db: TenantDb; row: RegistrationRow } | null> {
  if (!isRegistrationTokenShape(token)) return null;
  const token_hash = await hashRegistrationToken(token);
  for (const tenant of MOCK_TENANTS) {
    const db = await getTenantDb(tenant);
    const row = db.registrations.findFirst((q) => q.where({ token_hash }));
    if (row) return { db, row };
  }
  return null;
}

export type RegistrationInvitee = Pick<RegistrationRow, 'email' | 'first_name' | 'last_name' | 'user_id'>;

// A new link for a person revokes their earlier unused ones, so only the latest e-mail works. The
// token is given back once, to be e-mailed; the db keeps its hash.
export async function issueRegistrationLink(
  db: TenantDb,
  invitee: RegistrationInvitee,
  now: Date,
): Promise<{ token: string; row: RegistrationRow }> {
  const { user_id } = invitee;
  if (user_id !== null) {
    await db.registrations.updateMany(
      (q) => q.where({ user_id, used_at: (at) => at === null, revoked_at: (at) => at === null }),
      {
        data(draft) {
          draft.revoked_at = now.toISOString();
        },
      },
    );
  }
  const token = newRegistrationToken();
  const row: RegistrationRow = {
    ...invitee,
    id: nextId(db.registrations),
    token_hash: await hashRegistrationToken(token),
    created_at: now.toISOString(),
    expires_at: addDays(now, REGISTRATION_LINK_DAYS).toISOString(),
    used_at: null,
    revoked_at: null,
  };
  await db.registrations.create(row);
  return { token, row };
}
