import { format, parseISO } from 'date-fns';
import { daysFigure } from './time-off-balance-text';

// How time off reads on screen: types, statuses, exclusion (SPEC §4), day parts, dates with their
// half days, working days and hours, the skipped days and the approval step. Pure, so lists, the
// drawer and the calendar say the same thing.

export const TIME_OFF_TYPES = ['vacation', 'sick_leave', 'parental_leave', 'unpaid_leave'] as const;
export type TimeOffTypeCode = (typeof TIME_OFF_TYPES)[number];
export const TIME_OFF_TYPE_LABELS: Record<TimeOffTypeCode, string> = {
  vacation: 'Vacation',
  sick_leave: 'Sick leave',
  parental_leave: 'Parental leave',
  unpaid_leave: 'Unpaid leave',
};

export const TIME_OFF_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TimeOffStatusCode = (typeof TIME_OFF_STATUSES)[number];
export const TIME_OFF_STATUS_LABELS: Record<TimeOffStatusCode, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const EXCLUSIONS = ['fully', 'no', 'partially'] as const;
export type ExclusionCode = (typeof EXCLUSIONS)[number];
export const EXCLUSION_LABELS: Record<ExclusionCode, string> = {
  fully: 'Excluded',
  no: 'Not excluded',
  partially: 'Partially excluded',
};

// A day of a request: the whole day, its morning, its afternoon, or some hours.
export const DAY_CHOICES = ['full', 'am', 'pm', 'hours'] as const;
export type DayChoice = (typeof DAY_CHOICES)[number];
export const DAY_CHOICE_LABELS: Record<DayChoice, string> = {
  full: 'Full',
  am: 'Morning',
  pm: 'Afternoon',
  hours: 'Hours',
};

// Unknown codes (a newer API) are shown as sent rather than hidden.
const labelOf = <K extends string>(labels: Record<K, string>, code: string): string =>
  (labels as Record<string, string>)[code] ?? code;
export const timeOffTypeLabel = (code: string) => labelOf(TIME_OFF_TYPE_LABELS, code);
// A colleague's leave whose kind is private (the team calendar sends no type): only that they are away.
export const PRIVATE_LEAVE_LABEL = 'Away';
export const leaveKindLabel = (code: string | null) =>
  code === null ? PRIVATE_LEAVE_LABEL : timeOffTypeLabel(code);
export const timeOffStatusLabel = (code: string) => labelOf(TIME_OFF_STATUS_LABELS, code);
export const exclusionLabel = (code: string) => labelOf(EXCLUSION_LABELS, code);

export type PartialDayText = { date: string; part: 'am' | 'pm' | 'hours'; hours: string | null };
export type SkippedDayText = { date: string; reason: 'weekend' | 'holiday'; name: string | null };
export type PersonName = { name: string };
export type ApprovalStepText = {
  step: number;
  reviewer: PersonName;
  decision: 'approved' | 'rejected' | null;
};

const dayMonth = (date: Date) => format(date, 'd MMM');

// "Mon 5 – Fri 9 May"; "Mon 28 Apr – Fri 2 May" across months; the year only when it is not
// `currentYear` or the range crosses one; one day alone is "Fri 9 May".
export function timeOffDatesLabel(start: string, end: string, currentYear: number): string {
  const from = parseISO(start);
  const to = parseISO(end);
  const crossesYear = from.getFullYear() !== to.getFullYear();
  const year = (date: Date) =>
    crossesYear || date.getFullYear() !== currentYear ? ` ${date.getFullYear()}` : '';
  if (start === end) return `${format(from, 'EEE d MMM')}${year(from)}`;
  const sameMonth = !crossesYear && from.getMonth() === to.getMonth();
  const head = sameMonth
    ? format(from, 'EEE d')
    : `${format(from, 'EEE d MMM')}${crossesYear ? year(from) : ''}`;
  return `${head} \u2013 ${format(to, 'EEE d MMM')}${year(to)}`;
}

// "½ am 9 May", "½ pm 12 May", "3:30 h 14 May": the days not taken whole, in date order.
export function partialDayLabel(day: PartialDayText): string {
  const date = dayMonth(parseISO(day.date));
  if (day.part === 'hours') return `${day.hours ?? '?'} h ${date}`;
  return `\u00bd ${day.part} ${date}`;
}

export function partialDaysLabel(days: readonly PartialDayText[]): string {
  return [...days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(partialDayLabel)
    .join(', ');
}

// "4.5 d · 36:00"
export const workingTimeLabel = (days: number, hours: string): string =>
  `${daysFigure(days)} d \u00b7 ${hours}`;

// "weekend ×2, 9 May Victory Day": why days of the range cost nothing; '' when none were skipped.
export function skippedDaysLabel(skipped: readonly SkippedDayText[]): string {
  const weekends = skipped.filter((day) => day.reason === 'weekend').length;
  const holidays = skipped
    .filter((day) => day.reason === 'holiday')
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => `${dayMonth(parseISO(day.date))} ${day.name ?? 'public holiday'}`);
  return [...(weekends > 0 ? [`weekend \u00d7${weekends}`] : []), ...holidays].join(', ');
}

// Where the approval stands: "1/2 · waiting for Giorgi Kapanadze", "2/2 · approved",
// "1/2 · rejected by Nino Beridze"; '' for a request with no steps.
export function approvalStepLabel(
  status: string,
  approvals: readonly ApprovalStepText[],
  waitingFor: PersonName | null,
): string {
  const total = approvals.length;
  if (total === 0) return '';
  if (status === 'rejected') {
    const refusal = approvals.find((approval) => approval.decision === 'rejected');
    return refusal
      ? `${refusal.step}/${total} \u00b7 rejected by ${refusal.reviewer.name}`
      : `${total}/${total} \u00b7 rejected`;
  }
  if (status === 'approved') return `${total}/${total} \u00b7 approved`;
  const current = approvals.find((approval) => approval.decision === null) ?? approvals[total - 1]!;
  const who = waitingFor ?? current.reviewer;
  return `${current.step}/${total} \u00b7 waiting for ${who.name}`;
}

export const HISTORY_ACTION_LABELS: Record<string, string> = {
  requested: 'Requested',
  edited: 'Edited',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  exclusion_changed: 'Exclusion changed',
};
export const historyActionLabel = (action: string) => HISTORY_ACTION_LABELS[action] ?? action;
