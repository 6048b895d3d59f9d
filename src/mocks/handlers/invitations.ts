import {
  acceptedInvitationSchema,
  declinedInvitationSchema,
  INVITATION_EMAIL_MAX,
  INVITATIONS_PER_PAGE,
  invitationPageSchema,
  invitationResponseSchema,
  type Invitation,
} from '@/api/invitations/invitation.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import type { CentralData, InvitationRow } from '../db/central-schemas';
import { addMembership, identityByEmail, identityOfUser, membershipIn } from '../db/identities';
import {
  addInvitation,
  invitationOfIdentity,
  invitationsFor,
  pendingInvitation,
  removeInvitation,
} from '../db/invitations';
import { getCentralData, getTenantDb } from '../db/mock-db';
import { MOCK_ORGANIZATIONS } from '../db/organizations';
import type { MockUser } from '../db/schemas';
import { nextId, type TenantDb } from '../db/tenant-db';
import { findUserByEmail, newUserRecord } from '../db/user-queries';
import { paginate } from '../routing/paginate';
import { readBody } from '../routing/request-body';
import { fieldError, found, idParam, MockHttpError, respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { validate } from '../routing/validate';

// Invitations (proposed; issue 30, H1): the only way a person joins another organisation. An admin
// invites a login e-mail (employee::create, as adding a person does); the identity that owns that
// e-mail sees it while signed in and accepts or declines. Someone else's invitation is a 404 to them.
// Invitee calls are refused while impersonating: they would join or leave as the admin.

export const ALREADY_MEMBER_MESSAGE = 'This person already belongs to this organisation.';
export const ALREADY_INVITED_MESSAGE = 'This person has already been invited.';
export const ACCOUNT_TAKEN_MESSAGE =
  'An account of this organisation with your e-mail address belongs to someone else. Ask its administrator.';

const organizationOf = (tenant: string) => found(MOCK_ORGANIZATIONS.find((row) => row.tenant === tenant));

const invitationOf = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  organization: organizationOf(row.tenant),
  invited_by: row.invited_by,
  created_at: row.created_at,
});

// Whether the e-mail is already a member here: its identity has a membership, or the tenant's row with
// that e-mail is linked to someone.
function isMember(central: CentralData, db: TenantDb, email: string): boolean {
  const owner = identityByEmail(central, email);
  if (owner && membershipIn(central, owner, db.tenant)) return true;
  const row = findUserByEmail(db, email);
  return row !== undefined && identityOfUser(central, db.tenant, row.id) !== undefined;
}

const invite = tenantRoute(
  'POST',
  'invitations',
  async ({ db, request, tenant, user }) => {
    const { email } = validate(await readBody(request), {
      email: ['required', 'email', { max: INVITATION_EMAIL_MAX }],
    });
    const central = getCentralData();
    if (isMember(central, db, email)) throw fieldError('email', ALREADY_MEMBER_MESSAGE);
    if (pendingInvitation(central, tenant, email)) throw fieldError('email', ALREADY_INVITED_MESSAGE);
    const row = addInvitation(central, { tenant, email, invited_by: user.name });
    return respond(invitationResponseSchema, { data: invitationOf(row) }, 201);
  },
  { permission: PERMISSIONS.employeeCreate },
);

const pending = tenantRoute(
  'GET',
  'invitations',
  ({ identity, url }) => {
    const rows = invitationsFor(getCentralData(), identity).map(invitationOf);
    return respond(invitationPageSchema, { data: paginate(rows, url, INVITATIONS_PER_PAGE) });
  },
  { impersonation: 'refuse' },
);

// The inviting tenant's row for the person: the row holding the invited e-mail when nobody else's
// identity has it (the admin invited this address, and its owner accepted), or a new employee row.
async function joiningUser(
  central: CentralData,
  db: TenantDb,
  email: string,
  person: MockUser,
): Promise<number> {
  const existing = findUserByEmail(db, email);
  if (existing) {
    if (identityOfUser(central, db.tenant, existing.id))
      throw new MockHttpError(409, { message: ACCOUNT_TAKEN_MESSAGE });
    return existing.id;
  }
  const id = nextId(db.users);
  await db.users.create(
    // No password of its own: the identity's signs in.
    newUserRecord({
      id,
      first_name: person.first_name,
      last_name: person.last_name,
      email,
      password: '',
      role: 'employee',
    }),
  );
  return id;
}

const accept = tenantRoute(
  'POST',
  'invitations/:id/accept',
  async ({ identity, params, user }) => {
    const central = getCentralData();
    const invitation = found(invitationOfIdentity(central, identity, idParam(params.id)));
    if (!membershipIn(central, identity, invitation.tenant)) {
      const db = await getTenantDb(invitation.tenant);
      addMembership(
        central,
        identity,
        invitation.tenant,
        await joiningUser(central, db, invitation.email, user),
      );
    }
    removeInvitation(central, invitation.id);
    return respond(acceptedInvitationSchema, { data: organizationOf(invitation.tenant) });
  },
  { impersonation: 'refuse' },
);

const decline = tenantRoute(
  'DELETE',
  'invitations/:id',
  ({ identity, params }) => {
    const central = getCentralData();
    const invitation = found(invitationOfIdentity(central, identity, idParam(params.id)));
    removeInvitation(central, invitation.id);
    return respond(declinedInvitationSchema, { message: 'The invitation has been declined.' });
  },
  { impersonation: 'refuse' },
);

export const invitationHandlers = [invite, pending, accept, decline];
