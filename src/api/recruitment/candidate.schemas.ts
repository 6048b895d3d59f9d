import * as z from 'zod/mini';
import { REGISTRATION_STATUSES } from '@/lib/recruitment-stages';
import { dataOf, paginatedOf } from '../common.schemas';

// Recruitment (planning.md §3.5, every call proposed): candidates are users with a stage; a backend
// may serve them as GET /users?stages[]=…, so this module is the only place that knows the URLs.

const refSchema = z.object({ id: z.number(), name: z.string() });

export const stageSchema = z.object({
  key: z.string(),
  name: z.string(),
  order: z.number(),
  // Active candidates at the stage (the chips' counts).
  count: z.number(),
});
export type RecruitmentStage = z.infer<typeof stageSchema>;
export const stageListSchema = dataOf(z.array(stageSchema));

export const rejectionReasonSchema = z.object({ id: z.number(), name: z.string() });
export type RejectionReason = z.infer<typeof rejectionReasonSchema>;
export const rejectionReasonListSchema = dataOf(z.array(rejectionReasonSchema));

export const candidateRejectionSchema = z.object({
  reason: rejectionReasonSchema,
  note: z.nullable(z.string()),
  // The stage the candidate was at when rejected (restored to it by default).
  stage: z.string(),
  rejected_at: z.string(),
  rejected_by: z.nullable(refSchema),
});
export type CandidateRejection = z.infer<typeof candidateRejectionSchema>;

// A candidate is in the pipeline or was rejected from it (hired people are employees).
export const CANDIDATE_STATUSES = ['active', 'rejected'] as const;

export const candidateSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  linkedin: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  position: z.nullable(refSchema),
  seniority: z.nullable(refSchema),
  // A pipeline stage key while active; the stage at rejection is in `rejection`.
  stage: z.string(),
  status: z.enum(CANDIDATE_STATUSES),
  stage_changed_at: z.string(),
  days_in_stage: z.number(),
  source: z.nullable(z.string()),
  owner: z.nullable(refSchema),
  skills: z.array(z.object({ id: z.number(), name: z.string(), level: z.number() })),
  // A JSON number in the currency's units (cents in the client).
  expected_salary: z.nullable(z.number()),
  currency: z.nullable(z.string()),
  available_from: z.nullable(z.string()),
  // 1–5, the mean of the notes' ratings; null without any.
  rating: z.nullable(z.number()),
  // The latest registration link e-mailed: when, and until when it works (null when none was sent).
  registration: z.object({
    status: z.enum(REGISTRATION_STATUSES),
    sent_at: z.nullable(z.string()),
    expires_at: z.nullable(z.string()),
  }),
  cv: z.nullable(z.object({ id: z.number(), cv_name: z.string() })),
  rejection: z.nullable(candidateRejectionSchema),
  duplicates_count: z.number(),
  last_activity_at: z.string(),
  created_at: z.string(),
});
export type Candidate = z.infer<typeof candidateSchema>;
export const candidateResponseSchema = dataOf(candidateSchema);
export const candidatePageSchema = paginatedOf(candidateSchema);

export type CandidateStatus = Candidate['status'];

// GET recruitment/candidates/duplicates: anyone sharing the e-mail, phone or profile link, hired and
// rejected people included.
export const duplicateSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(['active', 'rejected', 'employee']),
  stage: z.nullable(z.string()),
  // What matched.
  matched: z.array(z.enum(['email', 'phone', 'linkedin'])),
  position: z.nullable(refSchema),
  rejected_at: z.nullable(z.string()),
  reason: z.nullable(z.string()),
});
export type CandidateDuplicate = z.infer<typeof duplicateSchema>;
export const duplicateListSchema = dataOf(z.array(duplicateSchema));

export const stageEventSchema = z.object({
  id: z.number(),
  // null for the first stage; 'rejected' / 'restored' / 'hired' events carry it in `action`.
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  action: z.enum(['created', 'moved', 'rejected', 'restored', 'hired', 'link_sent']),
  by: z.nullable(refSchema),
  at: z.string(),
  note: z.nullable(z.string()),
  // On a rejection: whether the candidate was told by e-mail (proposed).
  notified: z.optional(z.boolean()),
});
export type StageEvent = z.infer<typeof stageEventSchema>;
export const stageHistorySchema = dataOf(z.array(stageEventSchema));

export const candidateNoteSchema = z.object({
  id: z.number(),
  body: z.string(),
  rating: z.nullable(z.number()),
  author: z.nullable(refSchema),
  created_at: z.string(),
});
export type CandidateNote = z.infer<typeof candidateNoteSchema>;
export const candidateNoteListSchema = dataOf(z.array(candidateNoteSchema));
export const candidateNoteResponseSchema = dataOf(candidateNoteSchema);

// What was sent, never the link: the token goes only to the candidate's inbox (issue 30, H2).
export const registrationLinkSchema = dataOf(
  z.object({ email: z.string(), sent_at: z.string(), expires_at: z.string() }),
);
export type RegistrationLinkSent = z.infer<typeof registrationLinkSchema>['data'];

export const hireResultSchema = dataOf(z.object({ user: refSchema }));
export type HireResult = z.infer<typeof hireResultSchema>['data'];

// GET recruitment/insights: where the pipeline leaks in a period.
export const rejectionInsightsSchema = dataOf(
  z.object({
    total: z.number(),
    by_reason: z.array(z.object({ reason: rejectionReasonSchema, count: z.number() })),
    by_stage: z.array(z.object({ stage: z.string(), name: z.string(), count: z.number() })),
  }),
);
export type RejectionInsights = z.infer<typeof rejectionInsightsSchema>['data'];

// What the add and edit forms send (multipart); the CV a file.
export type CandidateInput = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  linkedin: string | null;
  position_id: number | null;
  seniority_id: number | null;
  source: string | null;
  owner_id: number | null;
  expected_salary: number | null;
  currency: string | null;
  available_from: string | null;
  cv?: File | null;
};

export type CandidateHire = {
  start_date: string;
  position_id: number;
  department_id: number;
  employment_type_id: number;
  // The first availability entry (SPEC §5 rules apply: On-demand refused for the role employee).
  availability: { type: string; availability: string };
};
