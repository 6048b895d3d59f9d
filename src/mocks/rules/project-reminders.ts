import { addDays, addMonths, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { fromCents } from '@/lib/cents';
import { formatMoney } from '@/lib/money';
import { monthRange, monthsBetween } from '@/lib/term-forecast';
import { workingDaysBreakdown, type NamedDay } from '@/lib/working-days';

// What is due on a project, derived from its data as the API would (GET reminders/{id}, proposed
// rules): terms and the contract ending soon, closed months worked but not invoiced, approved invoices
// past due and not fully paid, and a yearly rate review of terms still running.

export const REMINDER_TYPES = [
  'term_ending',
  'uninvoiced_month',
  'invoice_overdue',
  'contract_end',
  'rate_review',
] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];
export type ReminderSeverity = 'high' | 'medium' | 'low';

export type ProjectReminder = {
  // Derived, so no row id: the type and what it is about ("term_ending-12", "uninvoiced_month-2025-03").
  id: string;
  type: ReminderType;
  due_date: string;
  title: string;
  severity: ReminderSeverity;
  term_id?: number;
  invoice_id?: number;
};

// How far ahead an ending term or contract is announced, and how close to its first anniversary a
// running term's rate comes up for review (either side).
export const REMINDER_WINDOW_DAYS = 30;
// An ending this close is urgent.
export const URGENT_DAYS = 7;

export type ReminderTerm = {
  id: number;
  person: string;
  start_date: string;
  end_date: string;
  // Only confirmed terms are invoiced: a month with tentative work alone is not missing an invoice.
  confirmed: boolean;
};

export type ReminderInvoice = {
  id: number;
  number: string;
  period_from: string;
  period_to: string;
  due_date: string;
  currency: string;
  approval_status: string;
  payment_status: string;
  balance_cents: number;
};

export type ReminderProject = { start_date: string; end_date: string | null };

const day = (date: Date) => format(date, 'yyyy-MM-dd');
const daysUntil = (date: string, today: string) => differenceInCalendarDays(parseISO(date), parseISO(today));
const withinWindow = (date: string, today: string) => {
  const days = daysUntil(date, today);
  return days >= 0 && days <= REMINDER_WINDOW_DAYS;
};
const soonSeverity = (date: string, today: string): ReminderSeverity =>
  daysUntil(date, today) <= URGENT_DAYS ? 'high' : 'medium';

// The anniversaries of a term's start within the review window of today, while it still runs then.
function rateReviewDate(term: ReminderTerm, today: string): string | null {
  if (term.start_date > today || term.end_date < today) return null;
  const start = parseISO(term.start_date);
  for (let years = 1; ; years += 1) {
    const anniversary = day(addMonths(start, 12 * years));
    const distance = daysUntil(anniversary, today);
    if (distance > REMINDER_WINDOW_DAYS) return null;
    if (distance >= -REMINDER_WINDOW_DAYS && anniversary <= term.end_date) return anniversary;
  }
}

// Closed months (ended before today's month) from the project's start in which a confirmed term has a
// working day, with no invoice (not rejected) whose service period touches the month.
function uninvoicedMonths(
  project: ReminderProject,
  terms: readonly ReminderTerm[],
  invoices: readonly ReminderInvoice[],
  holidays: readonly NamedDay[],
  today: string,
): string[] {
  const lastClosed = format(addMonths(parseISO(today), -1), 'yyyy-MM');
  if (project.start_date.slice(0, 7) > lastClosed) return [];
  const invoiced = new Set<string>();
  for (const invoice of invoices) {
    if (invoice.approval_status === 'rejected') continue;
    for (const month of monthsBetween(invoice.period_from, invoice.period_to)) invoiced.add(month);
  }
  return monthsBetween(project.start_date, monthRange(lastClosed).to).filter((month) => {
    if (invoiced.has(month)) return false;
    const { from, to } = monthRange(month);
    return terms.some((term) => {
      if (!term.confirmed || term.start_date > to || term.end_date < from) return false;
      const first = term.start_date > from ? term.start_date : from;
      const last = term.end_date < to ? term.end_date : to;
      return workingDaysBreakdown(first, last, holidays).workingDays > 0;
    });
  });
}

const monthTitle = (month: string) => format(parseISO(`${month}-01`), 'MMMM yyyy');

// Every reminder of one project as of `today` (yyyy-MM-dd), by due date (then type).
export function deriveReminders(
  {
    project,
    terms,
    invoices,
    holidays,
  }: {
    project: ReminderProject;
    terms: readonly ReminderTerm[];
    invoices: readonly ReminderInvoice[];
    holidays: readonly NamedDay[];
  },
  today: string,
): ProjectReminder[] {
  const reminders: ProjectReminder[] = [];
  for (const term of terms) {
    if (withinWindow(term.end_date, today)) {
      reminders.push({
        id: `term_ending-${term.id}`,
        type: 'term_ending',
        due_date: term.end_date,
        title: `${term.person}'s term ends`,
        severity: soonSeverity(term.end_date, today),
        term_id: term.id,
      });
    }
    const review = rateReviewDate(term, today);
    if (review !== null) {
      reminders.push({
        id: `rate_review-${term.id}`,
        type: 'rate_review',
        due_date: review,
        title: `Review ${term.person}'s rate: the term has run for a year`,
        severity: 'low',
        term_id: term.id,
      });
    }
  }
  for (const month of uninvoicedMonths(project, terms, invoices, holidays, today)) {
    reminders.push({
      id: `uninvoiced_month-${month}`,
      type: 'uninvoiced_month',
      // Due once the month is over.
      due_date: day(addDays(parseISO(monthRange(month).to), 1)),
      title: `No invoice for ${monthTitle(month)}`,
      severity: 'high',
    });
  }
  for (const invoice of invoices) {
    if (invoice.approval_status !== 'approved' || invoice.payment_status === 'p') continue;
    if (invoice.due_date >= today || invoice.balance_cents <= 0) continue;
    reminders.push({
      id: `invoice_overdue-${invoice.id}`,
      type: 'invoice_overdue',
      due_date: invoice.due_date,
      title: `${invoice.number} is overdue: ${formatMoney(fromCents(invoice.balance_cents), invoice.currency)} unpaid`,
      severity: 'high',
      invoice_id: invoice.id,
    });
  }
  if (project.end_date !== null && withinWindow(project.end_date, today)) {
    reminders.push({
      id: 'contract_end',
      type: 'contract_end',
      due_date: project.end_date,
      title: 'The project ends',
      severity: soonSeverity(project.end_date, today),
    });
  }
  const order = (type: ReminderType) => REMINDER_TYPES.indexOf(type);
  return reminders.sort(
    (a, b) =>
      a.due_date.localeCompare(b.due_date) || order(a.type) - order(b.type) || a.id.localeCompare(b.id),
  );
}
