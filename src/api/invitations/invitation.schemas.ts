import * as z from 'zod/mini';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@/lib/validation';
import { dataOf, messageSchema, paginatedOf } from '../common.schemas';
import { organizationSchema } from '../organizations/organization.schemas';
import { tooLongMessage } from '../text.schemas';

// Invitations to join an organisation (proposed; issue 30, H1): the only way a person gains one. An
// admin invites a login e-mail; its owner sees the invitation while signed in and accepts or declines.

export const invitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  organization: organizationSchema,
  // The inviting admin's name.
  invited_by: z.nullable(z.string()),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const INVITATIONS_PER_PAGE = 15;

// The signed-in person's pending invitations, a paginator under data.
export const invitationPageSchema = paginatedOf(invitationSchema);
export type InvitationPage = z.infer<typeof invitationPageSchema>;

export const invitationResponseSchema = dataOf(invitationSchema);
// Accepting answers the organisation joined.
export const acceptedInvitationSchema = dataOf(organizationSchema);
export const declinedInvitationSchema = messageSchema;

export const INVITATION_EMAIL_MAX = 255;

// The invite form: one login e-mail.
export const newInvitationSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'E-mail is required' }),
      z.maxLength(INVITATION_EMAIL_MAX, { error: tooLongMessage(INVITATION_EMAIL_MAX) }),
      z.refine(isValidEmail, { error: INVALID_EMAIL_MESSAGE }),
    ),
});
export type NewInvitation = z.infer<typeof newInvitationSchema>;
