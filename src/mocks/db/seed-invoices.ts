import type { Faker } from '@faker-js/faker';
import { addDays, format, parseISO, startOfMonth, subMonths } from 'date-fns';
import { calendarDay, calendarMonth } from '@/lib/calendar-day';
import { divideRoundHalfUp, percentOfCents } from '@/lib/cents';
import { monthRange, monthsBetween, termLineCounted } from '@/lib/term-forecast';
import { monthlyWorkingDayCounter } from '@/lib/working-day-counter';
import type { NamedDay } from '@/lib/working-days';
import {
  hoursInvoice,
  leftOutLeaveMinutes,
  vacationInvoice,
  type InvoiceTerm,
  type LeaveMinutes,
  type TimeOff,
} from '../rules/invoice-calculation';
import type { InvoiceRow, ProjectRow, TermRow } from './project-schemas';
import type { MockUser } from './schemas';
import { withInvoiceDetails } from './seed-invoice-details';
import type { TimeOffRow } from './time-off-schemas';
import { leaveOfTimeOffs } from './time-off-leave';
import { groupBy } from './group-by';

// The invoices of every ended month a project worked, made as the product makes them (the invoice
// calculations over the confirmed terms, the holidays and the approved leave): an hours invoice, and a
// vacation invoice for the vacation the time off says is billed. So the income report's actual is the
// forecast less the leave not billed, and its delta is explained by leave. A few deliberate gaps (the
// "uninvoiced months" alerts) and a rejected invoice now and then, redone, as an agency's books look.

export type InvoiceSeedContext = {
  // The projects' stream, continued after the projects and terms (approval and payment draws).
  faker: Faker;
  // The approvals' and history's stream (seed-invoice-details).
  invoiceFaker: Faker;
  projects: readonly ProjectRow[];
  terms: readonly TermRow[];
  timeOffs: readonly TimeOffRow[];
  holidays: readonly NamedDay[];
  users: readonly MockUser[];
  referenceDate: Date;
  tenant: string;
};

// Days after its issue an invoice may still wait for approval in the seed: past a whole month.
const AWAITING_APPROVAL_DAYS = 35;
// A rejected invoice is redone this many days after its issue.
const REDONE_AFTER_DAYS = 7;
// The deliberate gaps: three project months left uninvoiced among the last three ended months (what the
// uninvoiced months list shows by default), at most two in a month, together at most this share of a
// currency's forecast in a month, so the month stays near its plan.
const GAPS = 3;
const GAP_MONTHS = 3;
const GAPS_PER_MONTH = 2;
const GAP_SHARE_MAX = 0.08;

const day = calendarDay;

// Once per month: tens of thousands of invoices share a few dozen months.
function perMonth<T>(make: (month: string) => T): (month: string) => T {
  const made = new Map<string, T>();
  return (month) => {
    if (!made.has(month)) made.set(month, make(month));
    return made.get(month) as T;
  };
}
const rangeOf = perMonth(monthRange);
const descriptionOf = perMonth((month) => format(parseISO(`${month}-01`), 'MMMM yyyy'));
// Issued on the first day after the month.
const issueOf = perMonth((month) => addDays(parseISO(monthRange(month).to), 1));

type BilledLine = Omit<InvoiceRow['lines'][number], 'description'>;

type Draft = {
  project: ProjectRow;
  // 'yyyy-MM'
  month: string;
  hours: BilledLine[];
  leave: LeaveMinutes;
  vacation: BilledLine[];
};

// Each project's forecast by month ('yyyy-MM' → cents, all its terms), as the project figures count it.
type Forecasts = Map<number, Map<string, number>>;

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

// The holidays between two days, by month: each calculation builds its own lookup of what it is given,
// which over every month of hundreds of terms costs more than the days it walks.
function holidayLookup(holidays: readonly NamedDay[]): (from: string, to: string) => NamedDay[] {
  const byMonth = new Map<string, NamedDay[]>();
  for (const holiday of holidays) {
    const month = holiday.date.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), holiday]);
  }
  return (from, to) => monthsBetween(from, to).flatMap((month) => byMonth.get(month) ?? []);
}

const billedLine = (line: BilledLine): BilledLine => ({
  user_id: line.user_id,
  term_id: line.term_id,
  days: line.days,
  minutes: line.minutes,
  rate_cents: line.rate_cents,
  amount_cents: line.amount_cents,
});

// What each project's ended months bill, before any is left out or dated, and every project's forecast.
// A term's month with no leave in it bills its forecast line, which is what the calculation gives then;
// a month with leave goes through the calculation itself.
function draftsOf(context: InvoiceSeedContext): { drafts: Draft[]; forecasts: Forecasts } {
  const { projects, referenceDate } = context;
  const holidaysWithin = holidayLookup(context.holidays);
  // termLine's rule (finance.md §0), each month's working days counted once: a benchmark seed's
  // thousands of terms would otherwise walk the same days again for every month of each.
  const countWorkingDays = monthlyWorkingDayCounter(context.holidays);
  const forecastLine = (term: TermRow, month: string) => {
    const { from, to } = rangeOf(month);
    return termLineCounted(term, from, to, countWorkingDays);
  };
  const lastEnded = calendarMonth(subMonths(startOfMonth(referenceDate), 1));
  const leaveOf = groupBy(leaveOfTimeOffs(context.timeOffs), (timeOff) => timeOff.user_id);
  const termsOf = groupBy(context.terms, (term) => term.internal_project_id);
  const drafts: Draft[] = [];
  const forecasts: Forecasts = new Map();
  for (const project of projects) {
    const projectTerms = termsOf.get(project.id) ?? [];
    const linesOf = new Map(
      projectTerms.map((term) => [
        term.id,
        new Map(
          monthsBetween(term.start_date, term.end_date).map((month) => [month, forecastLine(term, month)]),
        ),
      ]),
    );
    const forecast = new Map<string, number>();
    for (const lines of linesOf.values())
      for (const [month, line] of lines) forecast.set(month, (forecast.get(month) ?? 0) + line.cents);
    forecasts.set(project.id, forecast);
    // Tentative terms are not billed.
    const billed = projectTerms.filter((term) => term.status === 'confirmed');
    const minutesPerDay = new Map(billed.map((term) => [term.id, term.minutes_per_day]));
    const perDay = (termId: number) => minutesPerDay.get(termId) ?? 0;
    for (const month of monthsBetween(project.start_date, `${lastEnded}-01`)) {
      const period = rangeOf(month);
      const hours: BilledLine[] = [];
      const leave: LeaveMinutes = { vacation: 0, sick_leave: 0, other: 0 };
      const onLeave: InvoiceTerm[] = [];
      const monthLeave = new Map<number, TimeOff[]>();
      for (const term of billed) {
        const from = later(term.start_date, period.from);
        const to = earlier(term.end_date, period.to);
        if (to < from) continue;
        const own = (leaveOf.get(term.user_id) ?? []).filter(
          (timeOff) => timeOff.start_date <= to && timeOff.end_date >= from,
        );
        if (own.length === 0) {
          const line = linesOf.get(term.id)?.get(month);
          if (line && line.minutes > 0)
            hours.push({
              user_id: term.user_id,
              term_id: term.id,
              days: line.days,
              minutes: line.minutes,
              rate_cents: term.rate_cents,
              amount_cents: line.cents,
            });
          continue;
        }
        // The holidays of the leave's whole span: `partially` counts its working days from its start.
        const holidays = holidaysWithin(
          own.reduce((first, timeOff) => earlier(first, timeOff.start_date), period.from),
          own.reduce((last, timeOff) => later(last, timeOff.end_date), period.to),
        );
        const calculated = hoursInvoice([term], period, holidays, own);
        hours.push(...calculated.lines.filter((line) => line.minutes > 0).map(billedLine));
        const left = leftOutLeaveMinutes(calculated.lines, perDay);
        leave.vacation += left.vacation;
        leave.sick_leave += left.sick_leave;
        onLeave.push(term);
        monthLeave.set(term.user_id, own);
      }
      if (hours.length === 0) continue;
      const leaveTaken = [...monthLeave.values()].flat();
      const leaveHolidays = holidaysWithin(
        leaveTaken.reduce((first, timeOff) => earlier(first, timeOff.start_date), period.from),
        leaveTaken.reduce((last, timeOff) => later(last, timeOff.end_date), period.to),
      );
      const vacation = vacationInvoice(onLeave, period, leaveHolidays, leaveTaken)
        .lines.filter((line) => line.minutes > 0)
        .map((line) => billedLine({ ...line, days: line.billable_days }));
      drafts.push({ project, month, hours, leave, vacation });
    }
  }
  return { drafts, forecasts };
}

// The projects left uninvoiced on purpose in the last ended months: those whose month is the smallest
// part of their currency's forecast that month, so the income report still lands near its forecast.
// Never the first project, which tests and the demo name.
function deliberateGaps(
  drafts: readonly Draft[],
  forecasts: Forecasts,
  context: InvoiceSeedContext,
): Set<Draft> {
  const currencyForecast = new Map<string, number>();
  for (const project of context.projects)
    for (const [month, cents] of forecasts.get(project.id) ?? []) {
      const key = `${project.currency}|${month}`;
      currencyForecast.set(key, (currencyForecast.get(key) ?? 0) + cents);
    }
  const share = (draft: Draft) =>
    (forecasts.get(draft.project.id)?.get(draft.month) ?? 0) /
    (currencyForecast.get(`${draft.project.currency}|${draft.month}`) ?? 1);
  const recent = new Set(
    Array.from({ length: GAP_MONTHS }, (_, index) =>
      calendarMonth(subMonths(startOfMonth(context.referenceDate), index + 1)),
    ),
  );
  const ranked = drafts
    .filter((draft) => draft.project.id > 1 && recent.has(draft.month))
    .map((draft) => ({ draft, share: share(draft) }))
    .sort(
      (a, b) =>
        a.share - b.share ||
        b.draft.month.localeCompare(a.draft.month) ||
        a.draft.project.id - b.draft.project.id,
    );
  const gaps = new Set<Draft>();
  const projects = new Set<number>();
  const perMonth = new Map<string, number>();
  const room = new Map<string, number>();
  for (const { draft, share: part } of ranked) {
    if (gaps.size === GAPS) break;
    const key = `${draft.project.currency}|${draft.month}`;
    const left = room.get(key) ?? GAP_SHARE_MAX;
    if (projects.has(draft.project.id) || (perMonth.get(draft.month) ?? 0) === GAPS_PER_MONTH || part > left)
      continue;
    gaps.add(draft);
    projects.add(draft.project.id);
    perMonth.set(draft.month, (perMonth.get(draft.month) ?? 0) + 1);
    room.set(key, left - part);
  }
  return gaps;
}

type Billing = Pick<
  InvoiceRow,
  'issue_date' | 'due_date' | 'paid_cents' | 'paid_at' | 'payment_status' | 'approval_status' | 'created_at'
>;

// Approval and payment by the invoice's age: the last ended month's invoices wait for approval until its
// whole next month has passed, so the list always has some; older ones approved (a few rejected), paid
// after 45 days, some half paid before.
function billingOf(
  faker: Faker,
  issue: Date,
  totalCents: number,
  referenceDate: Date,
  redo: boolean,
): Billing {
  const age = (referenceDate.getTime() - issue.getTime()) / 86_400_000;
  const decided = age < 20 ? 'pending' : !redo && faker.datatype.boolean(0.04) ? 'rejected' : 'approved';
  const halfPaid = decided === 'approved' && age <= 45 ? faker.datatype.boolean(0.3) : false;
  const approval = age < AWAITING_APPROVAL_DAYS ? 'pending' : decided;
  const paid =
    approval !== 'approved' ? 0 : age > 45 ? totalCents : halfPaid ? divideRoundHalfUp(totalCents, 2) : 0;
  return {
    issue_date: day(issue),
    due_date: day(addDays(issue, 30)),
    paid_cents: paid,
    paid_at: paid > 0 ? day(addDays(issue, 20)) : null,
    payment_status: paid === 0 ? 'np' : paid < totalCents ? 'pp' : 'p',
    approval_status: approval,
    created_at: day(issue),
  };
}

// No stored calculation: a seeded invoice is explained from its period and lines when read (invoice-view).
type InvoiceBody = Pick<InvoiceRow, 'type' | 'lines' | 'leave_minutes'>;

const NO_LEAVE: LeaveMinutes = { vacation: 0, sick_leave: 0, other: 0 };

// The hours invoice, and the vacation invoice when the time off bills any.
function bodiesOf(draft: Draft): InvoiceBody[] {
  const description = descriptionOf(draft.month);
  const hours: InvoiceBody = {
    type: 'hours',
    lines: draft.hours.map((line) => ({ ...line, description })),
    leave_minutes: draft.leave,
  };
  if (draft.vacation.length === 0) return [hours];
  return [
    hours,
    {
      type: 'vacation',
      lines: draft.vacation.map((line) => ({ ...line, description: `Vacation ${description}` })),
      leave_minutes: { ...NO_LEAVE },
    },
  ];
}

export function seedInvoices(context: InvoiceSeedContext): InvoiceRow[] {
  const { faker, referenceDate, tenant } = context;
  const { drafts, forecasts } = draftsOf(context);
  const gaps = deliberateGaps(drafts, forecasts, context);
  // The tenant's name keeps the numbering apart in a demo that shows two tenants side by side.
  const prefix = tenant === 'globex' ? 'GLX' : 'INV';
  const invoices: InvoiceRow[] = [];
  const add = (draft: Draft, body: InvoiceBody, issue: Date, redoOf: InvoiceRow | null): InvoiceRow => {
    const { project } = draft;
    const period = rangeOf(draft.month);
    const subtotal = body.lines.reduce((sum, line) => sum + line.amount_cents, 0);
    const vatPercentage = project.currency === 'GEL' ? 18 : 0;
    const vat = percentOfCents(subtotal, vatPercentage);
    const id = invoices.length + 1;
    const invoice: InvoiceRow = {
      id,
      number: `${prefix}-${issue.getFullYear()}-${String(id).padStart(4, '0')}`,
      internal_project_id: project.id,
      period_from: period.from,
      period_to: period.to,
      currency: project.currency,
      language: 'en',
      ...body,
      subtotal_cents: subtotal,
      vat_id: vatPercentage === 18 ? 1 : 2,
      vat_percentage: vatPercentage,
      vat_cents: vat,
      total_cents: subtotal + vat,
      ...billingOf(faker, issue, subtotal + vat, referenceDate, redoOf !== null),
      notes: redoOf ? `Replaces ${redoOf.number}, rejected.` : null,
      created_by: null,
      approved_by: null,
      approved_at: null,
      approval_comment: null,
      history: [],
      moneybird: null,
    };
    invoices.push(invoice);
    return invoice;
  };
  for (const draft of drafts) {
    if (gaps.has(draft)) continue;
    const issue = issueOf(draft.month);
    for (const body of bodiesOf(draft)) {
      const invoice = add(draft, body, issue, null);
      // A rejected invoice is redone: the month stays invoiced.
      if (invoice.approval_status === 'rejected')
        add(draft, body, addDays(issue, REDONE_AFTER_DAYS), invoice);
    }
  }
  return withInvoiceDetails(invoices, {
    faker: context.invoiceFaker,
    users: context.users,
    referenceDate,
  });
}
