import * as z from 'zod/mini';
import { EXCLUSIONS, TIME_OFF_STATUSES, TIME_OFF_TYPES } from '@/lib/time-off-labels';
import { dataOf, listOf, paginatedOf, type Paginator } from '../common.schemas';

// Time off as the API answers it (design/planning.md §1.3, the agreed contract of issue 12). Every call
// and field is proposed: the spec names only the types, the statuses and the exclusion. Days are
// numbers with at most one decimal (4.5), hours "HH:MM" durations, dates yyyy-MM-dd.

// The codes are declared once, with their labels, in src/lib/time-off-labels.ts.
export { EXCLUSIONS, TIME_OFF_STATUSES, TIME_OFF_TYPES };
// How an absence is billed (planning.md §1.5): fully excluded, not excluded, partially excluded.
export const DAY_PARTS = ['am', 'pm', 'hours'] as const;
export const SKIP_REASONS = ['weekend', 'holiday'] as const;
export const APPROVAL_DECISIONS = ['approved', 'rejected'] as const;
export const HISTORY_ACTIONS = [
  'requested',
  'edited',
  'approved',
  'rejected',
  'withdrawn',
  'exclusion_changed',
] as const;
export const LEDGER_KINDS = [
  'trial_bonus',
  'allowance',
  'carry_over',
  'taken',
  'refund',
  'lapse',
  'adjustment',
] as const;

export const timeOffTypeSchema = z.enum(TIME_OFF_TYPES);
export type TimeOffType = z.infer<typeof timeOffTypeSchema>;
export const timeOffStatusSchema = z.enum(TIME_OFF_STATUSES);
export type TimeOffStatus = z.infer<typeof timeOffStatusSchema>;
export const exclusionSchema = z.enum(EXCLUSIONS);
export type Exclusion = z.infer<typeof exclusionSchema>;
export const dayPartSchema = z.enum(DAY_PARTS);
export type DayPart = z.infer<typeof dayPartSchema>;
export const ledgerKindSchema = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof ledgerKindSchema>;

// A day of the range taken in part: the morning, the afternoon, or some hours ("HH:MM", part = hours).
export const partialDaySchema = z.object({
  date: z.string(),
  part: dayPartSchema,
  hours: z.nullable(z.string()),
});
export type PartialDay = z.infer<typeof partialDaySchema>;

// A day of the range that costs nothing, and why (a holiday by name).
export const timeOffSkippedDaySchema = z.object({
  date: z.string(),
  reason: z.enum(SKIP_REASONS),
  name: z.nullable(z.string()),
});
export type SkippedDay = z.infer<typeof timeOffSkippedDaySchema>;

export const timeOffPersonSchema = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z.nullable(z.string()),
});
export type PersonRef = z.infer<typeof timeOffPersonSchema>;

export const departmentRefSchema = z.object({ id: z.number(), name: z.string() });
export type DepartmentRef = z.infer<typeof departmentRefSchema>;

// One step of the approval: its reviewer, and once decided, what, by whom (the reviewer or a manager on
// their behalf) and when.
export const approvalSchema = z.object({
  step: z.union([z.literal(1), z.literal(2)]),
  reviewer: timeOffPersonSchema,
  decision: z.nullable(z.enum(APPROVAL_DECISIONS)),
  comment: z.nullable(z.string()),
  decided_at: z.nullable(z.string()),
  decided_by: z.nullable(timeOffPersonSchema),
});
export type Approval = z.infer<typeof approvalSchema>;

export const historyEntrySchema = z.object({
  at: z.string(),
  by: timeOffPersonSchema,
  action: z.enum(HISTORY_ACTIONS),
  comment: z.nullable(z.string()),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const timeOffAttachmentSchema = z.object({ id: z.number(), name: z.string(), url: z.string() });
export type TimeOffAttachment = z.infer<typeof timeOffAttachmentSchema>;

export const timeOffUserSchema = z.object({
  ...timeOffPersonSchema.shape,
  department: z.nullable(departmentRefSchema),
});
export type TimeOffUser = z.infer<typeof timeOffUserSchema>;

// Others of the person's department off (approved or pending) during the request: at most five listed by
// name, `count` all of them.
export const OTHERS_OFF_LISTED = 5;
export const othersOffSchema = z.object({
  count: z.number(),
  people: z.array(z.object({ id: z.number(), name: z.string(), status: timeOffStatusSchema })),
});
export type OthersOff = z.infer<typeof othersOffSchema>;

export const timeOffSchema = z.object({
  id: z.number(),
  user: timeOffUserSchema,
  type: timeOffTypeSchema,
  status: timeOffStatusSchema,
  start_date: z.string(),
  end_date: z.string(),
  partial_days: z.array(partialDaySchema),
  working_days: z.number(),
  hours: z.string(),
  skipped: z.array(timeOffSkippedDaySchema),
  note: z.nullable(z.string()),
  attachment: z.nullable(timeOffAttachmentSchema),
  exclusion: exclusionSchema,
  excluded_days: z.number(),
  approvals: z.array(approvalSchema),
  // The reviewer of the current step while pending; null once decided.
  waiting_for: z.nullable(timeOffPersonSchema),
  // Vacation only: the vacation days available after this request.
  balance_after: z.nullable(z.number()),
  others_off: othersOffSchema,
  history: z.array(historyEntrySchema),
  created_by: timeOffPersonSchema,
  created_at: z.string(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;
export const timeOffResponseSchema = dataOf(timeOffSchema);

export const timeOffPageSchema = paginatedOf(timeOffSchema);
export type TimeOffPage = Paginator<TimeOff>;

// The list's filters and sort keys: timeOffListQuery (time-off-list.query.ts).

export const timeOffCountsSchema = dataOf(z.object({ awaiting_me: z.number(), pending: z.number() }));
export type TimeOffCounts = z.infer<typeof timeOffCountsSchema>['data'];

// A request as the form sends it (create and edit); user_id only when someone files it for another.
export type TimeOffInput = {
  user_id?: number | null;
  type: TimeOffType;
  start_date: string;
  end_date: string;
  partial_days: PartialDay[];
  note: string | null;
  // A new file replaces the stored one; none keeps it.
  attachment?: File | null;
};

// The preview takes the same fields without the file, and the id of the request being edited (so it
// does not overlap itself nor count twice against the balance).
export type TimeOffPreviewInput = Omit<TimeOffInput, 'attachment'> & { id?: number | null };

export const timeOffPreviewSchema = dataOf(
  z.object({
    working_days: z.number(),
    hours: z.string(),
    skipped: z.array(timeOffSkippedDaySchema),
    balance_before: z.nullable(z.number()),
    balance_after: z.nullable(z.number()),
    eligible: z.boolean(),
    eligible_from: z.nullable(z.string()),
    approvers: z.array(z.object({ step: z.number(), reviewer: timeOffPersonSchema })),
    // Teammates off: `type` is null when the kind of their leave is not the caller's to see ("Away").
    overlaps: z.array(
      z.object({
        user: timeOffPersonSchema,
        type: z.nullable(timeOffTypeSchema),
        status: timeOffStatusSchema,
        start_date: z.string(),
        end_date: z.string(),
      }),
    ),
    allocations: z.array(
      z.object({
        term_id: z.number(),
        project: z.object({ id: z.number(), title: z.string() }),
        hours: z.string(),
        // null when the caller may not read what bookings earn (issue 30, L4): the hours only.
        revenue: z.nullable(z.object({ currency: z.string(), amount: z.number() })),
      }),
    ),
  }),
);
export type TimeOffPreview = z.infer<typeof timeOffPreviewSchema>['data'];

export type TimeOffStatusChange = { status: 'approved' | 'rejected'; comment: string | null };
export type TimeOffExclusionChange = { exclusion: Exclusion; excluded_days: number };

// Counters of a type that is not a ledger: approved and started, approved later, not yet decided.
export const leaveCountsSchema = z.object({ taken: z.number(), planned: z.number(), pending: z.number() });
export type LeaveCounts = z.infer<typeof leaveCountsSchema>;

export const vacationBalanceSchema = z.object({
  allowance: z.number(),
  trial_bonus: z.number(),
  carried_over: z.number(),
  adjustments: z.number(),
  taken: z.number(),
  planned: z.number(),
  pending: z.number(),
  lapsed: z.number(),
  available: z.number(),
  expiring: z.array(z.object({ days: z.number(), date: z.string() })),
});
export type VacationBalance = z.infer<typeof vacationBalanceSchema>;

export const balanceSchema = z.object({
  user: timeOffPersonSchema,
  start_date: z.nullable(z.string()),
  eligible_from: z.nullable(z.string()),
  trial_days_left: z.nullable(z.number()),
  vacation: vacationBalanceSchema,
  // The calendar year the other leave is counted in (only its working days of that year).
  year: z.number(),
  sick_leave: leaveCountsSchema,
  parental_leave: leaveCountsSchema,
  unpaid_leave: leaveCountsSchema,
});
export type Balance = z.infer<typeof balanceSchema>;
export const balancePageSchema = paginatedOf(balanceSchema);
export type BalancePage = Paginator<Balance>;

// The balances list's filters and sort keys: timeOffBalanceListQuery (time-off-balance-list.query.ts).

export const ledgerEntrySchema = z.object({
  id: z.number(),
  date: z.string(),
  type: timeOffTypeSchema,
  kind: ledgerKindSchema,
  days: z.number(),
  balance_after: z.number(),
  time_off_id: z.nullable(z.number()),
  note: z.nullable(z.string()),
  created_by: z.nullable(timeOffPersonSchema),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const ledgerSchema = listOf(ledgerEntrySchema);
export const ledgerEntryResponseSchema = dataOf(ledgerEntrySchema);

// A manager's correction of a balance: signed days, never 0, with a note saying why.
export type LedgerAdjustment = { type: 'vacation'; days: number; date: string; note: string };
