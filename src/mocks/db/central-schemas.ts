import * as z from 'zod/mini';

// The central store's rows (not per tenant): who a person is across organisations (issue 30, H1).

// A person: the login e-mail they own (unique among identities; null for an account whose e-mail another
// identity already owned when it was made) and the one password that signs them in everywhere.
export const identityRowSchema = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  password: z.string(),
});
export type IdentityRow = z.infer<typeof identityRowSchema>;

// One identity's user row in one tenant. Only the seed or an accepted invitation makes one.
export const membershipRowSchema = z.object({
  identity_id: z.string(),
  tenant: z.string(),
  user_id: z.number(),
});
export type MembershipRow = z.infer<typeof membershipRowSchema>;

// An organisation's invitation of a login e-mail, pending until its owner accepts or declines it.
export const invitationRowSchema = z.object({
  id: z.number(),
  tenant: z.string(),
  email: z.string(),
  invited_by: z.nullable(z.string()),
  created_at: z.string(),
});
export type InvitationRow = z.infer<typeof invitationRowSchema>;

export const centralDataSchema = z.object({
  identities: z.array(identityRowSchema),
  memberships: z.array(membershipRowSchema),
  invitations: z.array(invitationRowSchema),
  next_identity: z.number(),
  // Never reused, so an answer about an invitation that is gone never names a newer one.
  next_invitation: z.number(),
});
export type CentralData = z.infer<typeof centralDataSchema>;
