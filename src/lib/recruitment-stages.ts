// Recruitment's rules the screens and the mocked API share (planning.md §3.2): candidates are users
// with a pipeline stage; hiring empties it. Staff edit the profile only from pre-offer (SPEC §4: an
// employee may be updated only at 'pre-offer' or with no stage); only pre-offer and offer can be hired.

// The seeded pipeline, in order; the API serves the names (a tenant may rename them), these are the keys.
export const PIPELINE_STAGES = ['new', 'screening', 'interview', 'test_task', 'pre-offer', 'offer'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export const DEFAULT_STAGE_NAMES: Record<PipelineStage, string> = {
  new: 'New',
  screening: 'Screening',
  interview: 'Interview',
  test_task: 'Test task',
  'pre-offer': 'Pre-offer',
  offer: 'Offer',
};

export const isPipelineStage = (value: string): value is PipelineStage =>
  (PIPELINE_STAGES as readonly string[]).includes(value);

// The stage after (+1) or before (-1) `stage`; null past either end.
export function steppedStage(stage: string, step: 1 | -1): PipelineStage | null {
  const index = PIPELINE_STAGES.indexOf(stage as PipelineStage);
  if (index < 0) return null;
  return PIPELINE_STAGES[index + step] ?? null;
}

// A user in recruitment: at a pipeline stage or rejected. Staff lists leave them out unless asked.
export const isCandidateStage = (stage: string): boolean => stage === 'rejected' || isPipelineStage(stage);

export const HIREABLE_STAGES: readonly PipelineStage[] = ['pre-offer', 'offer'];
export const isHireable = (stage: string): boolean => (HIREABLE_STAGES as readonly string[]).includes(stage);

// From pre-offer on, HR completes the profile for the offer; before, it is the candidate's own.
export const PROFILE_EDITABLE_FROM: PipelineStage = 'pre-offer';
export const isProfileEditableAt = (stage: string): boolean => stage === 'pre-offer' || stage === '';

export const PROFILE_LOCKED_MESSAGE = 'The profile becomes editable from Pre-offer.';

// Days in a stage after which a candidate is flagged: amber after 7, red after 14.
export const STALE_WARNING_DAYS = 7;
export const STALE_ALERT_DAYS = 14;
export type Staleness = 'fresh' | 'warning' | 'alert';
export function stalenessOf(daysInStage: number): Staleness {
  if (daysInStage > STALE_ALERT_DAYS) return 'alert';
  if (daysInStage > STALE_WARNING_DAYS) return 'warning';
  return 'fresh';
}

export const CANDIDATE_SOURCES = [
  'LinkedIn',
  'Referral',
  'Job board',
  'Company website',
  'Agency',
  'Event',
] as const;

export const REGISTRATION_STATUSES = ['not_sent', 'sent', 'completed'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  not_sent: 'Not sent',
  sent: 'Sent',
  completed: 'Completed',
};

export const REJECTION_REASON_REQUIRED = 'Choose why the candidate is rejected.';
export const NOT_HIREABLE_MESSAGE = 'Only a candidate at Pre-offer or Offer can be hired.';
