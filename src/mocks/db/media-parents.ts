import * as z from 'zod/mini';

// What a stored file belongs to (issue 30, H3): the item that lists it. GET media/{id} and DELETE media
// apply that parent's own rules (src/mocks/handlers/media-access.ts), so a media id alone opens nothing.
// id: the item's id (a candidate's user id; 0 for the company, which is one record per tenant).
export const MEDIA_PARENT_KINDS = [
  // Profile sections: a course's or achievement's files, a profile project's, a language's
  // certificates, a CV's uploaded PDF.
  'course',
  'achievement',
  'user-project',
  'language',
  'cv',
  // A time-off request's attachment (a sick note).
  'time-off',
  // A candidate's uploaded CV.
  'candidate',
  // An internal project's files (contracts).
  'project',
  // Company details: the logo and the documents.
  'company-logo',
  'company-document',
] as const;
export type MediaParentKind = (typeof MEDIA_PARENT_KINDS)[number];

export const mediaParentSchema = z.object({ kind: z.enum(MEDIA_PARENT_KINDS), id: z.number() });
export type MediaParent = z.infer<typeof mediaParentSchema>;

export const COMPANY_PARENT_ID = 0;

// The user_id of files about no person (a project's, the company's).
export const NO_PERSON = 0;
