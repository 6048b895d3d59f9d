import { addDays, endOfMonth, format, isValid, parseISO, startOfMonth, subMonths } from 'date-fns';
import { lineAmountCents } from './cents';
import { parseDuration } from './duration';
import { daysOfDayMinutes, skippedDayMinutes } from './leave-day-share';
import { formatMoney } from './money';

// The arithmetic of an invoice being drafted in the create wizard (finance.md §1.2, §1.4): periods,
// line amounts in integer cents, the gap to the forecast in words, the due date, the default VAT.

export type DraftPeriod = { from: string; to: string };

const day = (date: Date) => format(date, 'yyyy-MM-dd');

// The month before today's: invoices are made for a month once it has closed.
export function lastMonthPeriod(today: Date): DraftPeriod {
  const month = subMonths(startOfMonth(today), 1);
  return { from: day(month), to: day(endOfMonth(month)) };
}

// '2025-03' → 1 to 31 March; null for anything that is not a month.
export function monthPeriod(month: string): DraftPeriod | null {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return null;
  const start = parseISO(`${month}-01`);
  return { from: day(start), to: day(endOfMonth(start)) };
}

// A line's amount: its hours (H:MM) at its hourly rate, rounded once; null while either is unreadable.
export function draftLineAmountCents(hours: string, rateCents: number | null): number | null {
  const minutes = parseDuration(hours);
  if (minutes === null || minutes < 0 || rateCents === null) return null;
  return lineAmountCents(minutes, rateCents);
}

// The subtotal is the sum of the rounded lines; an unreadable line counts as nothing yet.
export function draftSubtotalCents(lines: readonly { hours: string; rate: number | null }[]): number {
  return lines.reduce((sum, line) => sum + (draftLineAmountCents(line.hours, line.rate) ?? 0), 0);
}

const LEAVE_WORDS: Record<string, string> = { vacation: 'vacation', sick_leave: 'sick leave' };
// Leave whose kind is not the viewer's to see (reason null, issue 30).
const AWAY = 'away';

const daysWord = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

// "−1,440.00 EUR: vacation 3 days, sick leave 1 day": how far the subtotal is from the forecast and
// the leave that explains it (a part day its share: "vacation 2.5 days"); null when they agree.
// Weekends and holidays are already out of the forecast, so only leave is named; leave of a kind the
// viewer may not see counts as "away".
export function forecastGapText(
  subtotalCents: number,
  forecastCents: number,
  skipped: readonly { reason: string | null; minutes?: number | null }[],
  currency: string,
): string | null {
  const gap = subtotalCents - forecastCents;
  if (gap === 0) return null;
  const amount = `${gap < 0 ? '\u2212' : '+'}${formatMoney(Math.abs(gap) / 100, currency)}`;
  const counts = new Map<string, number>();
  // Minutes of the 8:00 day by kind, turned into days once.
  for (const day of skipped) {
    const word = day.reason === null ? AWAY : LEAVE_WORDS[day.reason];
    if (word) counts.set(word, (counts.get(word) ?? 0) + skippedDayMinutes(day));
  }
  const reasons = [...counts].map(([word, minutes]) => `${word} ${daysWord(daysOfDayMinutes(minutes))}`);
  return reasons.length > 0 ? `${amount}: ${reasons.join(', ')}` : `${amount}: edited lines`;
}

// Payment terms when the project names none (proposed).
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

// Due = issue + the project's payment terms; '' while the issue date is not a date.
export function dueDateOf(issueDate: string, termsDays: number | null | undefined): string {
  const issue = parseISO(issueDate);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(issueDate) || !isValid(issue)) return '';
  return day(addDays(issue, termsDays ?? DEFAULT_PAYMENT_TERMS_DAYS));
}

// The project's own VAT when it still exists, else the tenant's default, else none.
export function defaultVatId(
  projectVatId: number | null | undefined,
  vats: readonly { id: number; is_default: boolean }[],
): number | null {
  if (projectVatId != null && vats.some((vat) => vat.id === projectVatId)) return projectVatId;
  return vats.find((vat) => vat.is_default)?.id ?? null;
}
