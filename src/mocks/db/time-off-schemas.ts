import * as z from 'zod/mini';
import {
  APPROVAL_DECISIONS,
  EXCLUSIONS,
  HISTORY_ACTIONS,
  partialDaySchema,
  TIME_OFF_STATUSES,
  TIME_OFF_TYPES,
  timeOffAttachmentSchema,
} from '@/api/time-offs/time-off.schemas';

// Time off as the mock stores it: people by id; working days, hours, skipped days and balances are
// worked out when answering (src/lib/time-off-days.ts, time-off-ledger.ts), so a holiday change moves
// them.

export const timeOffApprovalRowSchema = z.object({
  step: z.number(),
  reviewer_id: z.number(),
  decision: z.nullable(z.enum(APPROVAL_DECISIONS)),
  comment: z.nullable(z.string()),
  decided_at: z.nullable(z.string()),
  decided_by: z.nullable(z.number()),
});
export type TimeOffApprovalRow = z.infer<typeof timeOffApprovalRowSchema>;

export const timeOffHistoryRowSchema = z.object({
  at: z.string(),
  by: z.number(),
  action: z.enum(HISTORY_ACTIONS),
  comment: z.nullable(z.string()),
});
export type TimeOffHistoryRow = z.infer<typeof timeOffHistoryRowSchema>;

export const timeOffRowSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  type: z.enum(TIME_OFF_TYPES),
  status: z.enum(TIME_OFF_STATUSES),
  start_date: z.string(),
  end_date: z.string(),
  partial_days: z.array(partialDaySchema),
  note: z.nullable(z.string()),
  attachment: z.nullable(timeOffAttachmentSchema),
  exclusion: z.enum(EXCLUSIONS),
  excluded_days: z.number(),
  approvals: z.array(timeOffApprovalRowSchema),
  history: z.array(timeOffHistoryRowSchema),
  created_by: z.number(),
  created_at: z.string(),
  // Withdrawn: gone from every list; an approved one stays in the ledger as taken and refunded.
  withdrawn_at: z.nullable(z.string()),
});
export type TimeOffRow = z.infer<typeof timeOffRowSchema>;

// A manager's correction of a vacation balance.
export const ledgerAdjustmentRowSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  type: z.enum(TIME_OFF_TYPES),
  days: z.number(),
  date: z.string(),
  note: z.string(),
  created_by: z.number(),
  created_at: z.string(),
});
export type LedgerAdjustmentRow = z.infer<typeof ledgerAdjustmentRowSchema>;

export const TIME_OFF_COLLECTION_SCHEMAS = {
  timeOffs: timeOffRowSchema,
  ledgerAdjustments: ledgerAdjustmentRowSchema,
};
