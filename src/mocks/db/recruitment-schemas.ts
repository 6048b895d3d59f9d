import * as z from 'zod/mini';
import { stageEventSchema } from '@/api/recruitment/candidate.schemas';
import { REGISTRATION_STATUSES } from '@/lib/recruitment-stages';

// Recruitment as the mock stores it: a candidate is a user (name, e-mail, position, seniority, skills,
// stage) with a row of recruitment data beside it, keyed by user_id. A hired candidate's row stays, as
// history ('hired'); people by id, reasons by id, so a renamed reason renames everywhere.

export const CANDIDATE_ROW_STATUSES = ['active', 'rejected', 'hired'] as const;

export const candidateRowSchema = z.object({
  user_id: z.number(),
  phone: z.nullable(z.string()),
  linkedin: z.nullable(z.string()),
  source: z.nullable(z.string()),
  owner_id: z.nullable(z.number()),
  expected_salary_cents: z.nullable(z.number()),
  currency: z.nullable(z.string()),
  available_from: z.nullable(z.string()),
  // The pipeline stage while active; the user's stage mirrors it ('rejected' once rejected).
  stage: z.string(),
  stage_changed_at: z.string(),
  status: z.enum(CANDIDATE_ROW_STATUSES),
  rejection: z.nullable(
    z.object({
      reason_id: z.number(),
      note: z.nullable(z.string()),
      stage: z.string(),
      rejected_at: z.string(),
      rejected_by: z.nullable(z.number()),
    }),
  ),
  // The latest registration link sent: when it stops working, and its row (registrations) once one was
  // made here (the seed's earlier e-mails have none).
  registration: z.object({
    status: z.enum(REGISTRATION_STATUSES),
    sent_at: z.nullable(z.string()),
    expires_at: z.nullable(z.string()),
    link_id: z.nullable(z.number()),
  }),
  // The uploaded CV: a media row and the name it was sent under.
  cv: z.nullable(z.object({ media_id: z.number(), cv_name: z.string() })),
  // When they applied (the user's own created_at is when the account was made).
  created_at: z.string(),
  last_activity_at: z.string(),
});
export type CandidateRow = z.infer<typeof candidateRowSchema>;

export const candidateEventRowSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  action: stageEventSchema.shape.action,
  by: z.nullable(z.number()),
  at: z.string(),
  note: z.nullable(z.string()),
  notified: z.optional(z.boolean()),
});
export type CandidateEventRow = z.infer<typeof candidateEventRowSchema>;

export const candidateNoteRowSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  body: z.string(),
  rating: z.nullable(z.number()),
  author_id: z.nullable(z.number()),
  created_at: z.string(),
});
export type CandidateNoteRow = z.infer<typeof candidateNoteRowSchema>;

export const rejectionReasonRowSchema = z.object({ id: z.number(), name: z.string(), order: z.number() });
export type RejectionReasonRow = z.infer<typeof rejectionReasonRowSchema>;

// The pipeline's stages, a table so a tenant could rename them; the keys are PIPELINE_STAGES.
export const recruitmentStageRowSchema = z.object({ key: z.string(), name: z.string(), order: z.number() });
export type RecruitmentStageRow = z.infer<typeof recruitmentStageRowSchema>;

export const RECRUITMENT_COLLECTION_SCHEMAS = {
  candidates: candidateRowSchema,
  candidateEvents: candidateEventRowSchema,
  candidateNotes: candidateNoteRowSchema,
  rejectionReasons: rejectionReasonRowSchema,
  recruitmentStages: recruitmentStageRowSchema,
};
