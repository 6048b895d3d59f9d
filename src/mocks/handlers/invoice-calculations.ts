import { addYears, format, parseISO } from 'date-fns';
import { invoiceCalculationSchema, invoiceResponseSchema } from '@/api/invoices/invoice.schemas';
import { fromCents, lineAmountCents, percentOfCents, toCents } from '@/lib/cents';
import { formatDuration, parseDuration } from '@/lib/duration';
import { PERMISSIONS } from '@/lib/permissions';
import {
  hoursInvoice,
  leftOutLeaveMinutes,
  vacationInvoice,
  type InvoiceTerm,
  type Period,
} from '../rules/invoice-calculation';
import type { InvoiceCalculationRow, InvoiceRow, ProjectRow } from '../db/project-schemas';
import { projectHolidays, projectTerms } from '../db/project-view';
import { tenantLeave } from '../db/time-off-leave';
import { nextId, type TenantDb } from '../db/tenant-db';
import type { TenantContext } from '../routing/authorize';
import { readIds } from '../routing/ids';
import { readBody } from '../routing/request-body';
import { found, idParam, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { validate } from '../routing/validate';
import { invoiceLookup, toInvoice } from '../db/invoice-view';
import { leaveKindFor } from './invoice-leave-privacy';

// Creating invoices (finance.md §1.3): POST invoice-calculations/{projectId} and
// invoice-vacation-calculations/{projectId} preview what the project's confirmed terms, the holidays
// and the stored time off (db/time-off-leave.ts) give for {from, to, user_ids?}, storing nothing;
// POST invoices-create stores one, pending approval and not paid. Previews need invoice::view,
// creating invoice::update.

const TYPES = ['hours', 'vacation'] as const;
const LANGUAGES = ['en', 'ka'] as const;
const TWO_DECIMALS = /^\d+(?:\.\d{1,2})?$/;
const DESCRIPTION_MAX = 255;
const NOTES_MAX = 2000;

const hhmm = (minutes: number) => formatDuration(minutes).padStart(5, '0');

const findProject = (db: TenantDb, id: number): ProjectRow =>
  found(db.projects.findFirst((q) => q.where({ id })));

// Tentative terms are not billed.
const billedTerms = (db: TenantDb, projectId: number, userIds: readonly number[] | null): InvoiceTerm[] =>
  projectTerms(db, projectId).filter(
    (term) => term.status === 'confirmed' && (userIds === null || userIds.includes(term.user_id)),
  );

// Invoices that already cover the project, type and period; a rejected one is to be redone, so it
// does not count.
const sameInvoices = (db: TenantDb, projectId: number, type: string, period: Period): InvoiceRow[] =>
  db.invoices
    .findMany((q) => q.where({ internal_project_id: projectId }))
    .filter(
      (invoice) =>
        invoice.type === type &&
        invoice.period_from === period.from &&
        invoice.period_to === period.to &&
        invoice.approval_status !== 'rejected',
    );

// Laravel's date rules on a period: both required dates, the end not before the start, a year at most.
function periodOf(body: Record<string, unknown>, fromField: string, toField: string): Period {
  const values = validate(body, { [fromField]: ['required', 'date'], [toField]: ['required', 'date'] });
  const from = (values[fromField] ?? '').slice(0, 10);
  const to = (values[toField] ?? '').slice(0, 10);
  const label = (field: string) => field.replace(/_/g, ' ');
  if (to < from) {
    throw validationFailed({
      [toField]: [`The ${label(toField)} field must be a date after or equal to ${label(fromField)}.`],
    });
  }
  if (to >= format(addYears(parseISO(from), 1), 'yyyy-MM-dd')) {
    throw validationFailed({ [toField]: ['The period must not be longer than a year.'] });
  }
  return { from, to };
}

const userIdsOf = (body: Record<string, unknown>): number[] | null =>
  body.user_ids === undefined || body.user_ids === null ? null : readIds(body.user_ids, 'user_ids');

const personOf = (db: TenantDb, id: number) => {
  const user = db.users.findFirst((q) => q.where({ id }));
  return { id, name: user?.name ?? `#${id}` };
};

async function calculation({ db, params, request, user }: TenantContext, type: (typeof TYPES)[number]) {
  const project = findProject(db, idParam(params.id));
  const body = await readBody(request);
  const period = periodOf(body, 'from', 'to');
  const terms = billedTerms(db, project.id, userIdsOf(body));
  const holidays = projectHolidays(db);
  const leave = tenantLeave(db);
  const hours = hoursInvoice(terms, period, holidays, leave);
  const existing = sameInvoices(db, project.id, type, period).map(({ id, number }) => ({ id, number }));
  const leaveKind = leaveKindFor(db, user);
  if (type === 'hours') {
    return respond(invoiceCalculationSchema, {
      data: {
        currency: project.currency,
        working_days: hours.working_days,
        skipped: hours.skipped.map(leaveKind),
        lines: hours.lines.map((line) => ({
          user: personOf(db, line.user_id),
          term_id: line.term_id,
          days: line.days,
          hours: hhmm(line.minutes),
          rate: fromCents(line.rate_cents),
          amount: fromCents(line.amount_cents),
        })),
        subtotal: fromCents(hours.subtotal_cents),
        forecast: fromCents(hours.forecast_cents),
        existing_invoices: existing,
      },
    });
  }
  const vacation = vacationInvoice(terms, period, holidays, leave);
  return respond(invoiceCalculationSchema, {
    data: {
      currency: project.currency,
      working_days: hours.working_days,
      // The calendar's days and the vacation; sick leave has no part in a vacation invoice.
      skipped: hours.skipped.filter((day) => day.reason !== 'sick_leave').map(leaveKind),
      lines: vacation.lines.map((line) => ({
        user: personOf(db, line.user_id),
        term_id: line.term_id,
        days: line.billable_days,
        hours: hhmm(line.minutes),
        rate: fromCents(line.rate_cents),
        amount: fromCents(line.amount_cents),
        exclusion: line.exclusion,
        vacation_days: line.vacation_days,
        excluded_days: line.excluded_days,
      })),
      subtotal: fromCents(vacation.subtotal_cents),
      // Vacation is not planned: nothing to measure it against.
      forecast: 0,
      existing_invoices: existing,
    },
  });
}

const hoursCalculation = tenantRoute(
  'POST',
  'invoice-calculations/:id',
  (context) => calculation(context, 'hours'),
  {
    permission: PERMISSIONS.invoiceView,
  },
);

const vacationCalculation = tenantRoute(
  'POST',
  'invoice-vacation-calculations/:id',
  (context) => calculation(context, 'vacation'),
  { permission: PERMISSIONS.invoiceView },
);

type CheckedLine = InvoiceRow['lines'][number];

// lines.* of invoices-create: user_id exists, term_id (nullable) one of the project's terms,
// description at most 255, days ≥ 0 with two decimals (a half leave day leaves 19.5), hours H:MM,
// rate > 0 with two decimals; amounts are ours.
function checkedLines(db: TenantDb, projectId: number, raw: unknown): CheckedLine[] {
  if (!Array.isArray(raw) || raw.length === 0)
    throw validationFailed({ lines: ['The lines field is required.'] });
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const termIds = new Set(projectTerms(db, projectId).map((term) => term.id));
  const lines = raw.map((item: unknown, index): CheckedLine => {
    const line = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const at = (field: string) => `lines.${index}.${field}`;
    const userId = Number(line.user_id);
    if (!Number.isInteger(userId) || !db.users.findFirst((q) => q.where({ id: userId })))
      fail(at('user_id'), `The selected ${at('user_id')} is invalid.`);
    const termId = line.term_id === null || line.term_id === undefined ? null : Number(line.term_id);
    if (termId !== null && !termIds.has(termId))
      fail(at('term_id'), `The selected ${at('term_id')} is invalid.`);
    const description = typeof line.description === 'string' ? line.description.trim() : '';
    if (description.length > DESCRIPTION_MAX)
      fail(
        at('description'),
        `The ${at('description')} field must not be greater than ${DESCRIPTION_MAX} characters.`,
      );
    const days = Number(line.days);
    const daysRead = Number.isFinite(days) && days >= 0 && TWO_DECIMALS.test(String(line.days));
    if (!daysRead) fail(at('days'), `The ${at('days')} field must be at least 0.`);
    const minutes = typeof line.hours === 'string' ? parseDuration(line.hours) : null;
    if (minutes === null || minutes < 0)
      fail(at('hours'), `The ${at('hours')} field must be a duration (HH:MM).`);
    const rate = Number(line.rate);
    if (!Number.isFinite(rate) || rate <= 0 || !TWO_DECIMALS.test(String(line.rate)))
      fail(at('rate'), `The ${at('rate')} field must be a number greater than 0 with at most 2 decimals.`);
    const rateCents = Number.isFinite(rate) && rate > 0 ? toCents(rate) : 0;
    return {
      user_id: userId,
      term_id: termId,
      description,
      days: daysRead ? days : 0,
      minutes: minutes ?? 0,
      rate_cents: rateCents,
      amount_cents: lineAmountCents(minutes ?? 0, rateCents),
    };
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return lines;
}

type HoursResult = ReturnType<typeof hoursInvoice>;

// What the calculation call showed for these lines' people: hours from their confirmed terms, the
// holidays and the leave.
function hoursFor(db: TenantDb, projectId: number, period: Period, userIds: readonly number[]): HoursResult {
  return hoursInvoice(billedTerms(db, projectId, userIds), period, projectHolidays(db), tenantLeave(db));
}

// The leave an hours invoice left out, by kind, for the project figures' delta.
function leaveMinutesOf(db: TenantDb, projectId: number, hours: HoursResult) {
  const minutesPerDay = new Map(projectTerms(db, projectId).map((term) => [term.id, term.minutes_per_day]));
  return leftOutLeaveMinutes(hours.lines, (termId) => minutesPerDay.get(termId) ?? 0);
}

// The calculation the invoice was made from, as the preview showed it, kept with the invoice so its
// detail can say how it was calculated.
function calculationOf(type: string, hours: HoursResult): InvoiceCalculationRow {
  if (type === 'hours')
    return { working_days: hours.working_days, skipped: hours.skipped, forecast_cents: hours.forecast_cents };
  // As the vacation preview: no sick leave, and nothing planned to measure it against.
  return {
    working_days: hours.working_days,
    skipped: hours.skipped.filter((day) => day.reason !== 'sick_leave'),
    forecast_cents: 0,
  };
}

const create = tenantRoute(
  'POST',
  'invoices-create',
  async ({ db, request, user }) => {
    const body = await readBody(request);
    const values = validate(body, {
      project_id: [
        'required',
        'integer',
        { exists: (id) => db.projects.findFirst((q) => q.where({ id: Number(id) })) !== undefined },
      ],
      type: ['required', { in: TYPES }],
      issue_date: ['required', 'date'],
      due_date: ['required', 'date'],
      language: [{ in: LANGUAGES }],
      vat_id: [
        'integer',
        { exists: (id) => db.vats.findFirst((q) => q.where({ id: Number(id) })) !== undefined },
      ],
    });
    const period = periodOf(body, 'period_from', 'period_to');
    const issue = values.issue_date.slice(0, 10);
    const due = values.due_date.slice(0, 10);
    if (due < issue)
      throw validationFailed({
        due_date: ['The due date field must be a date after or equal to issue date.'],
      });
    const notes = typeof body.notes === 'string' && body.notes.trim() !== '' ? body.notes.trim() : null;
    if (notes !== null && notes.length > NOTES_MAX)
      throw validationFailed({
        notes: [`The notes field must not be greater than ${NOTES_MAX} characters.`],
      });
    const project = findProject(db, Number(values.project_id));
    const lines = checkedLines(db, project.id, body.lines);
    const duplicate = sameInvoices(db, project.id, values.type, period)[0];
    if (duplicate && body.allow_duplicate !== true) {
      const kind = values.type === 'hours' ? 'An hours' : 'A vacation';
      throw validationFailed({
        period_from: [`${kind} invoice for this project and period exists (${duplicate.number})`],
      });
    }
    const vat =
      values.vat_id === '' ? null : db.vats.findFirst((q) => q.where({ id: Number(values.vat_id) }));
    const subtotal = lines.reduce((sum, line) => sum + line.amount_cents, 0);
    const vatCents = percentOfCents(subtotal, vat?.percentage ?? 0);
    const id = nextId(db.invoices);
    const prefix = db.tenant === 'globex' ? 'GLX' : 'INV';
    const hours = hoursFor(db, project.id, period, [...new Set(lines.map((line) => line.user_id))]);
    const row: InvoiceRow = {
      id,
      number: `${prefix}-${issue.slice(0, 4)}-${String(id).padStart(4, '0')}`,
      internal_project_id: project.id,
      type: values.type,
      period_from: period.from,
      period_to: period.to,
      issue_date: issue,
      due_date: due,
      currency: project.currency,
      language: values.language || 'en',
      lines,
      subtotal_cents: subtotal,
      vat_id: vat?.id ?? null,
      vat_percentage: vat?.percentage ?? 0,
      vat_cents: vatCents,
      total_cents: subtotal + vatCents,
      paid_cents: 0,
      paid_at: null,
      payment_status: 'np',
      approval_status: 'pending',
      leave_minutes:
        values.type === 'hours'
          ? leaveMinutesOf(db, project.id, hours)
          : { vacation: 0, sick_leave: 0, other: 0 },
      notes,
      calculation: calculationOf(values.type, hours),
      created_by: user.id,
      created_at: new Date().toISOString(),
      approved_by: null,
      approved_at: null,
      approval_comment: null,
      history: [
        { at: new Date().toISOString(), by: user.id, action: 'created', from: null, to: null, comment: null },
      ],
      moneybird: null,
    };
    await db.invoices.create(row);
    return respond(
      invoiceResponseSchema,
      { data: toInvoice(row, invoiceLookup(db, leaveKindFor(db, user))) },
      201,
    );
  },
  { permission: PERMISSIONS.invoiceUpdate },
);

export const invoiceCalculationHandlers = [hoursCalculation, vacationCalculation, create];
