import { format, parseISO } from 'date-fns';

// How a leave balance reads: the available days, the terms that make them up, the new hire's
// eligibility, the counters of the other leave types and the ledger's entries. Pure, so the strip,
// the Balances tab and the ledger drawer say the same thing (planning.md §1.2, §1.4).

// The shapes read here (the api layer's Balance and LedgerEntry have them; lib cannot import it).
export type VacationFigures = {
  allowance: number;
  trial_bonus: number;
  carried_over: number;
  adjustments: number;
  taken: number;
  planned: number;
  pending: number;
  lapsed: number;
  available: number;
};
export type LeaveCountFigures = { taken: number; planned: number; pending: number };
export type EligibilityFigures = {
  eligible_from: string | null;
  trial_days_left: number | null;
  vacation: Pick<VacationFigures, 'trial_bonus'>;
};
export type ExpiringDays = { days: number; date: string };

const MINUS = '\u2212';

// Days have at most one decimal: 4.5 → "4.5", 4 → "4", -2 → "−2" (a real minus sign).
export function daysFigure(days: number): string {
  const rounded = Math.round(Math.abs(days) * 10) / 10;
  return rounded === 0 ? '0' : `${days < 0 ? MINUS : ''}${rounded}`;
}

// "+5", "−9", "0": an entry's change to the balance.
export const signedDays = (days: number): string =>
  daysFigure(days) === '0' ? '0' : days > 0 ? `+${daysFigure(days)}` : daysFigure(days);

// "14 days", "1 day", "14.5 days".
export const daysText = (days: number): string =>
  `${daysFigure(days)} ${Math.abs(Math.round(days * 10) / 10) === 1 ? 'day' : 'days'}`;

// The strip's headline: "Available 14 days".
export const availableText = (days: number): string => `Available ${daysText(days)}`;

// "10 Feb 2026"
export const dayText = (date: string): string => format(parseISO(date), 'd MMM yyyy');

// The terms of a vacation balance in the order they add up, each opening its ledger entries.
export const VACATION_TERMS = [
  'allowance',
  'trial_bonus',
  'carried_over',
  'adjustments',
  'lapsed',
  'taken',
  'planned',
  'pending',
] as const;
export type VacationTerm = (typeof VACATION_TERMS)[number];

// What the ledger drawer highlights (?ledger_kind=): an entry kind, or `planned` (taken entries that
// have not started yet).
export const LEDGER_FOCUSES = [
  'trial_bonus',
  'allowance',
  'carry_over',
  'taken',
  'planned',
  'refund',
  'lapse',
  'adjustment',
] as const;
export type LedgerFocus = (typeof LEDGER_FOCUSES)[number];

export const ledgerFocusOf = (value: unknown): LedgerFocus | null =>
  LEDGER_FOCUSES.find((focus) => focus === value) ?? null;

// Pending requests are not in the ledger (not deducted): that term has no entries to open.
export const TERM_LEDGER_FOCUS: Record<VacationTerm, LedgerFocus | null> = {
  allowance: 'allowance',
  trial_bonus: 'trial_bonus',
  carried_over: 'carry_over',
  adjustments: 'adjustment',
  lapsed: 'lapse',
  taken: 'taken',
  planned: 'planned',
  pending: null,
};

export type VacationTermText = { term: VacationTerm; text: string };

// Deductions read as negative whichever sign the API sends them with.
const deducted = (days: number): number => -Math.abs(days);

function termText(term: VacationTerm, figures: VacationFigures): string {
  switch (term) {
    case 'allowance':
      return `${daysFigure(figures.allowance)} allowance`;
    case 'trial_bonus':
      return `${daysFigure(figures.trial_bonus)} trial bonus`;
    // Already in the allowance (the mock's ledger, planning.md §1.4): said, not added again.
    case 'carried_over':
      return `incl. ${daysFigure(figures.carried_over)} carried over`;
    case 'adjustments':
      return `${signedDays(figures.adjustments)} adjusted`;
    case 'lapsed':
      return `${daysFigure(deducted(figures.lapsed))} lapsed`;
    case 'taken':
      return `${daysFigure(deducted(figures.taken))} taken`;
    case 'planned':
      return `${daysFigure(deducted(figures.planned))} planned`;
    case 'pending':
      return `${daysFigure(figures.pending)} pending, not deducted`;
  }
}

// "48 allowance · incl. 2 carried over · −31 taken · −3 planned · 2 pending, not deducted": the terms
// add up to the available days (available = allowance + trial bonus + adjustments − lapsed − taken −
// planned); the allowance always, the other terms when they are not 0.
export function vacationTerms(figures: VacationFigures): VacationTermText[] {
  return VACATION_TERMS.filter((term) => term === 'allowance' || termValue(term, figures) !== 0).map(
    (term) => ({ term, text: termText(term, figures) }),
  );
}

const termValue = (term: VacationTerm, figures: VacationFigures): number =>
  ({
    allowance: figures.allowance,
    trial_bonus: figures.trial_bonus,
    carried_over: figures.carried_over,
    adjustments: figures.adjustments,
    lapsed: figures.lapsed,
    taken: figures.taken,
    planned: figures.planned,
    pending: figures.pending,
  })[term];

export const TERM_SEPARATOR = ' \u00b7 ';

export const vacationTermsSentence = (figures: VacationFigures): string =>
  vacationTerms(figures)
    .map((term) => term.text)
    .join(TERM_SEPARATOR);

// A new hire inside the eligibility period: "Full allowance from 10 Feb 2026 · trial days left 2 of 5";
// null once `today` (yyyy-MM-dd) has reached the eligibility date, or without one.
export function eligibilitySentence(balance: EligibilityFigures, today: string): string | null {
  const from = balance.eligible_from;
  if (from === null || from <= today) return null;
  const head = `Full allowance from ${dayText(from)}`;
  const total = balance.vacation.trial_bonus;
  if (balance.trial_days_left === null || total <= 0) return head;
  return `${head}${TERM_SEPARATOR}trial days left ${daysFigure(balance.trial_days_left)} of ${daysFigure(total)}`;
}

// The leave types counted rather than drawn from a balance.
export const COUNTED_LEAVE = ['sick_leave', 'parental_leave', 'unpaid_leave'] as const;
export type CountedLeave = (typeof COUNTED_LEAVE)[number];

// "3 days taken · 1 planned · 2 pending"; planned and pending only when not 0.
export function leaveCountText(counts: LeaveCountFigures): string {
  return [
    `${daysText(counts.taken)} taken`,
    ...(counts.planned !== 0 ? [`${daysFigure(counts.planned)} planned`] : []),
    ...(counts.pending !== 0 ? [`${daysFigure(counts.pending)} pending`] : []),
  ].join(TERM_SEPARATOR);
}

// "2 days on 10 Mar 2026, 1 day on 1 Jan 2027"; '' when nothing lapses.
export const expiringText = (expiring: readonly ExpiringDays[]): string =>
  [...expiring]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((batch) => `${daysText(batch.days)} on ${dayText(batch.date)}`)
    .join(', ');

export const LEDGER_KIND_LABELS: Record<string, string> = {
  trial_bonus: 'Trial bonus',
  allowance: 'Allowance',
  carry_over: 'Carried over',
  taken: 'Taken',
  refund: 'Refund',
  lapse: 'Lapsed',
  adjustment: 'Adjustment',
};
// Unknown kinds (a newer API) are shown as sent rather than hidden.
export const ledgerKindLabel = (kind: string): string => LEDGER_KIND_LABELS[kind] ?? kind;

export const LEDGER_FOCUS_LABELS: Record<LedgerFocus, string> = {
  ...(LEDGER_KIND_LABELS as Record<Exclude<LedgerFocus, 'planned'>, string>),
  planned: 'Planned',
};

// Whether a ledger entry is one the drawer was opened at: `planned` is a taken entry after `today`,
// `taken` one up to it.
export function isEntryInFocus(
  entry: { kind: string; date: string },
  focus: LedgerFocus | null,
  today: string,
): boolean {
  if (focus === null) return false;
  if (focus === 'planned') return entry.kind === 'taken' && entry.date > today;
  if (focus === 'taken') return entry.kind === 'taken' && entry.date <= today;
  return entry.kind === focus;
}
