import * as z from 'zod/mini';
import { dataOf, listOf, paginatorOf } from '../common.schemas';
import { personRefSchema } from '../internal-projects/internal-project.schemas';

// Invoices as the API answers them (finance.md §1.3). Money is JSON numbers with two decimals, one
// currency per invoice; hours as "HH:MM" durations. Shapes beyond the spec's paths are proposed.

// Payment status (SPEC §4): p Paid, np Not paid, pp Partially paid.
export const PAYMENT_STATUSES = ['np', 'pp', 'p'] as const;
// Approval status: the spec's request-status triple (proposed for invoices).
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
// The invoice kind: from a project's hours (terms) or from vacation (the two calculation calls).
export const INVOICE_TYPES = ['hours', 'vacation'] as const;
export const INVOICE_LANGUAGES = ['en', 'ka'] as const;

export const invoiceVatSchema = z.object({ id: z.number(), name: z.string(), percentage: z.number() });

// A line's fields as read and as sent: the API's line names the person and adds the amount, a sent
// one gives the person's id. The person first, as the contract (docs/openapi.json) lists them.
const invoiceLineFields = {
  term_id: z.nullable(z.number()),
  description: z.string(),
  days: z.number(),
  hours: z.string(),
  rate: z.number(),
};

export const invoiceLineSchema = z.extend(z.object({ user: z.nullable(personRefSchema) }), {
  ...invoiceLineFields,
  amount: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

// A working day left out of a calculation, and why (weekend, a named holiday, vacation, sick leave).
// A person's leave names its kind only to who may see their request (their own, one they review, or
// time-off::manage); to anyone else `reason` and `name` are null: "Away" (issue 30, as time off).
export const skippedDaySchema = z.object({
  date: z.string(),
  reason: z.nullable(z.string()),
  name: z.nullable(z.string()),
  user_id: z.optional(z.nullable(z.number())),
  // Proposed: a leave day taken in part only ('am', 'pm' or 'hours') and the minutes of the 8:00 day
  // it took (240, 120); absent for a whole day.
  part: z.optional(z.string()),
  minutes: z.optional(z.number()),
});
export type SkippedDay = z.infer<typeof skippedDaySchema>;

export const invoiceCalculationSummarySchema = z.object({
  working_days: z.number(),
  skipped: z.array(skippedDaySchema),
  forecast: z.number(),
});

// Who did what to an invoice, and when: created, approved, rejected (with the reason), paid, edited.
export const invoiceEventSchema = z.object({
  at: z.string(),
  by: z.nullable(personRefSchema),
  action: z.string(),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  comment: z.nullable(z.string()),
});
export type InvoiceEvent = z.infer<typeof invoiceEventSchema>;

export const moneyBirdStateSchema = z.object({
  id: z.nullable(z.string()),
  state: z.string(),
  synced_at: z.nullable(z.string()),
});

const invoiceBase = {
  id: z.number(),
  number: z.string(),
  type: z.string(),
  project: z.object({ id: z.number(), title: z.string(), currency: z.string() }),
  client: z.nullable(z.string()),
  project_manager: z.nullable(personRefSchema),
  period_from: z.string(),
  period_to: z.string(),
  issue_date: z.string(),
  due_date: z.string(),
  currency: z.string(),
  subtotal: z.number(),
  vat: z.nullable(invoiceVatSchema),
  vat_amount: z.number(),
  total: z.number(),
  paid_amount: z.number(),
  balance: z.number(),
  paid_at: z.nullable(z.string()),
  payment_status: z.string(),
  approval_status: z.string(),
  approval: z.nullable(
    z.object({ by: z.nullable(personRefSchema), at: z.string(), comment: z.nullable(z.string()) }),
  ),
  moneybird: z.nullable(moneyBirdStateSchema),
};

// A row of the list.
export const invoiceListItemSchema = z.object(invoiceBase);
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

// One invoice, whole (GET /invoices/{id}).
export const invoiceSchema = z.object({
  ...invoiceBase,
  language: z.string(),
  lines: z.array(invoiceLineSchema),
  notes: z.nullable(z.string()),
  calculation: z.nullable(invoiceCalculationSummarySchema),
  history: z.array(invoiceEventSchema),
  created_by: z.nullable(personRefSchema),
  created_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceResponseSchema = dataOf(invoiceSchema);

// The list's sort keys and filters (`filter_options`) are declared in invoice-list.query.ts.

// Totals of everything the filters match, per currency (proposed field beside the paginator).
export const invoiceTotalsSchema = z.record(
  z.string(),
  z.object({
    count: z.number(),
    total: z.number(),
    paid: z.number(),
    balance: z.number(),
    overdue: z.number(),
    pending_approval: z.number(),
  }),
);
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

export const invoicePageSchema = z.object({
  data: z.object({ ...paginatorOf(invoiceListItemSchema).shape, totals: invoiceTotalsSchema }),
});
export type InvoicePage = z.infer<typeof invoicePageSchema>['data'];

// "Select all N matching": every id the filters match, capped (422 above the cap); the same ids by
// invoice type (proposed), as approve and reject take one type per call.
export const invoiceSelectAllSchema = dataOf(
  z.object({
    ids: z.array(z.number()),
    ids_by_type: z.record(z.string(), z.array(z.number())),
    count: z.number(),
    totals: invoiceTotalsSchema,
  }),
);

// A closed month a project worked in with no invoice, for the whole tenant (proposed): what the
// confirmed terms forecast for it, in the project's currency.
export const uninvoicedMonthSchema = z.object({
  project: z.object({ id: z.number(), title: z.string(), client: z.nullable(z.string()) }),
  month: z.string(),
  type: z.enum(['hours', 'vacation']),
  forecast: z.object({ currency: z.string(), amount: z.number() }),
});
export type UninvoicedMonth = z.infer<typeof uninvoicedMonthSchema>;
export const uninvoicedMonthsSchema = listOf(uninvoicedMonthSchema);

// A calculation preview (nothing stored): hours from terms, or billable vacation.
export const invoiceCalculationLineSchema = z.object({
  user: personRefSchema,
  term_id: z.nullable(z.number()),
  days: z.number(),
  hours: z.string(),
  rate: z.number(),
  amount: z.number(),
  // Vacation invoices only: the time-off exclusion and the days it keeps out.
  exclusion: z.optional(z.string()),
  vacation_days: z.optional(z.number()),
  excluded_days: z.optional(z.number()),
});
export type InvoiceCalculationLine = z.infer<typeof invoiceCalculationLineSchema>;

export const invoiceCalculationSchema = dataOf(
  z.object({
    currency: z.string(),
    working_days: z.number(),
    skipped: z.array(skippedDaySchema),
    lines: z.array(invoiceCalculationLineSchema),
    subtotal: z.number(),
    forecast: z.number(),
    // Invoices of the same project, period and type that already exist (the duplicate warning).
    existing_invoices: z.array(z.object({ id: z.number(), number: z.string() })),
  }),
);
export type InvoiceCalculation = z.infer<typeof invoiceCalculationSchema>['data'];

export const invoiceCalculationRequestSchema = z.object({
  from: z.string(),
  to: z.string(),
  user_ids: z.optional(z.array(z.number())),
});
export type InvoiceCalculationRequest = z.infer<typeof invoiceCalculationRequestSchema>;

export const invoiceLineInputSchema = z.extend(z.object({ user_id: z.number() }), invoiceLineFields);
export type InvoiceLineInput = z.infer<typeof invoiceLineInputSchema>;

export const newInvoiceSchema = z.object({
  project_id: z.number(),
  type: z.string(),
  period_from: z.string(),
  period_to: z.string(),
  issue_date: z.string(),
  due_date: z.string(),
  vat_id: z.nullable(z.number()),
  language: z.string(),
  lines: z.array(invoiceLineInputSchema),
  notes: z.nullable(z.string()),
  // Proposed: a second invoice of the same project, period and type is refused (422) unless the
  // person confirmed it after the warning.
  allow_duplicate: z.optional(z.boolean()),
});
export type NewInvoice = z.infer<typeof newInvoiceSchema>;

// PATCH /invoices/{id}: what may change while the invoice is not approved.
export const invoiceEditSchema = z.partial(
  z.object({
    issue_date: z.string(),
    due_date: z.string(),
    vat_id: z.nullable(z.number()),
    language: z.string(),
    lines: z.array(invoiceLineInputSchema),
    notes: z.nullable(z.string()),
  }),
);
export type InvoiceEdit = z.infer<typeof invoiceEditSchema>;

export const paymentStatusChangeSchema = z.object({
  payment_status: z.enum(PAYMENT_STATUSES),
  paid_amount: z.optional(z.number()),
  paid_at: z.optional(z.string()),
});
export type PaymentStatusChange = z.infer<typeof paymentStatusChangeSchema>;

export const approvalStatusChangeSchema = z.object({
  approval_status: z.enum(APPROVAL_STATUSES),
  comment: z.optional(z.nullable(z.string())),
});
export type ApprovalStatusChange = z.infer<typeof approvalStatusChangeSchema>;
