import { addDays, differenceInCalendarDays, isWeekend, parseISO } from 'date-fns';
import * as z from 'zod/mini';
import { toDateKey } from './working-days';
import { reasonFormSchema } from './reason-form';
import { partialDayProblem } from './time-off-days';
import { DAY_CHOICES, type DayChoice } from './time-off-labels';

// The request form's days: a row per working day of the range, each taken whole, as a morning, an
// afternoon or some hours; the wire carries only the days not taken whole (partial_days).

export type DayRow = { date: string; choice: DayChoice; hours: string };
export type PartialDay = { date: string; part: 'am' | 'pm' | 'hours'; hours: string | null };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
// A longer range lists no days (the preview and the server still judge it): a year of rows helps no one.
export const MAX_LISTED_DAYS = 92;

// The working dates of start..end (both included): not a weekend, not one of `holidays`. None when a
// date is missing, the end is before the start, or the range is longer than MAX_LISTED_DAYS.
export function workingDatesOf(start: string, end: string, holidays: Iterable<string> = []): string[] {
  if (!ISO_DAY.test(start) || !ISO_DAY.test(end) || end < start) return [];
  const first = parseISO(start);
  const span = differenceInCalendarDays(parseISO(end), first);
  if (span + 1 > MAX_LISTED_DAYS) return [];
  const skip = new Set(holidays);
  const dates: string[] = [];
  // Noon, so a DST change at midnight never skips a day.
  const noon = new Date(first.getFullYear(), first.getMonth(), first.getDate(), 12);
  for (let offset = 0; offset <= span; offset += 1) {
    const date = addDays(noon, offset);
    const key = toDateKey(date);
    if (!isWeekend(date) && !skip.has(key)) dates.push(key);
  }
  return dates;
}

// A range whose days are not listed one by one (they are all taken whole).
export function isTooLongToList(start: string, end: string): boolean {
  if (!ISO_DAY.test(start) || !ISO_DAY.test(end) || end < start) return false;
  return differenceInCalendarDays(parseISO(end), parseISO(start)) + 1 > MAX_LISTED_DAYS;
}

// The rows for `dates`, keeping what was chosen for a date still in the range; a new date is whole.
export function dayRowsFor(dates: readonly string[], previous: readonly DayRow[]): DayRow[] {
  const chosen = new Map(previous.map((row) => [row.date, row]));
  return dates.map((date) => chosen.get(date) ?? { date, choice: 'full', hours: '' });
}

export const sameDates = (rows: readonly DayRow[], dates: readonly string[]): boolean =>
  rows.length === dates.length && rows.every((row, index) => row.date === dates[index]);

// The rows as the API takes them: only the days not taken whole, in date order.
export function partialDaysOf(rows: readonly DayRow[]): PartialDay[] {
  return rows
    .filter((row) => row.choice !== 'full')
    .map((row) => ({
      date: row.date,
      part: row.choice as PartialDay['part'],
      hours: row.choice === 'hours' ? row.hours : null,
    }));
}

// A stored request's partial days as rows over its working dates (editing).
export function dayRowsOf(dates: readonly string[], partial: readonly PartialDay[]): DayRow[] {
  return dayRowsFor(
    dates,
    partial.map((day) => ({ date: day.date, choice: day.part, hours: day.hours ?? '' })),
  );
}

// A 422's keys as the form names its fields: partial_days.N.x is the Nth day not taken whole, which
// is some row of the form's days (days.M.x).
export function formFieldOfServerKey(key: string, rows: readonly DayRow[]): string {
  const match = /^partial_days\.(\d+)\.(\w+)$/.exec(key);
  if (!match) return key;
  const partial = partialDaysOf(rows)[Number(match[1])];
  const row = partial ? rows.findIndex((candidate) => candidate.date === partial.date) : -1;
  if (row < 0) return key;
  return `days.${row}.${match[2] === 'part' ? 'choice' : match[2]}`;
}

// The attachment: a PDF or an image of at most 5 MB (a sick note), checked before sending.
export const ATTACHMENT_RULES = {
  accept: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
  typeDescription: 'PDF, PNG, JPEG or WebP',
  maxBytes: 5 * 1024 * 1024,
} as const;

export const TYPE_REQUIRED = 'Choose the type of leave.';
export const START_REQUIRED = 'Enter the first day.';
export const END_REQUIRED = 'Enter the last day.';
export const END_BEFORE_START = 'End date cannot be before the start date';
export const NOTE_MAX = 1000;

const dayRowSchema = z.object({
  date: z.string(),
  choice: z.enum(DAY_CHOICES),
  hours: z.string(),
});

// The request form. `type` is '' until chosen; `user_id` null means the signed-in person.
export const timeOffFormSchema = z
  .object({
    user_id: z.nullable(z.number()),
    type: z.string().check(z.refine((value) => value !== '', TYPE_REQUIRED)),
    start_date: z.string().check(z.regex(ISO_DAY, START_REQUIRED)),
    end_date: z.string().check(z.regex(ISO_DAY, END_REQUIRED)),
    days: z.array(dayRowSchema),
    note: z.string().check(z.maxLength(NOTE_MAX, `At most ${NOTE_MAX} characters.`)),
    attachment: z.nullable(z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File)),
  })
  .check(
    z.superRefine((values, context) => {
      if (
        ISO_DAY.test(values.start_date) &&
        ISO_DAY.test(values.end_date) &&
        values.end_date < values.start_date
      )
        context.issues.push({
          code: 'custom',
          message: END_BEFORE_START,
          path: ['end_date'],
          input: values.end_date,
        });
      // The API's own partial-day rule: hours above 0:00 and at most a working day.
      partialDaysOf(values.days).forEach((day) => {
        const problem = partialDayProblem(day, values.start_date, values.end_date);
        const index = values.days.findIndex((row) => row.date === day.date);
        if (problem?.field === 'hours')
          context.issues.push({
            code: 'custom',
            message: problem.message,
            path: ['days', index, 'hours'],
            input: day.hours,
          });
      });
    }),
  );
export type TimeOffForm = z.infer<typeof timeOffFormSchema>;

export const emptyTimeOffForm = (start = '', userId: number | null = null): TimeOffForm => ({
  user_id: userId,
  type: '',
  start_date: start,
  end_date: start,
  days: [],
  note: '',
  attachment: null,
});

export const REJECT_REASON_REQUIRED = 'Say why the request is rejected.';
export const COMMENT_MAX = 1000;

// A rejection always says why; the person sees it.
export const rejectFormSchema = reasonFormSchema(REJECT_REASON_REQUIRED, COMMENT_MAX);
export type RejectForm = z.infer<typeof rejectFormSchema>;

export const EXCLUDED_DAYS_RANGE = (workingDays: number) =>
  `Enter the days excluded, more than 0 and less than ${workingDays}, in halves.`;

// Partially excluded: some of the request's working days, in half days, more than none and fewer
// than all (all would be "Excluded").
export const exclusionFormSchema = (workingDays: number) =>
  z.object({ exclusion: z.enum(['fully', 'no', 'partially']), excluded_days: z.string() }).check(
    z.superRefine((values, context) => {
      if (values.exclusion !== 'partially') return;
      const days = Number(values.excluded_days);
      const valid =
        values.excluded_days.trim() !== '' &&
        Number.isFinite(days) &&
        days > 0 &&
        days < workingDays &&
        Number.isInteger(days * 2);
      if (!valid)
        context.issues.push({
          code: 'custom',
          message: EXCLUDED_DAYS_RANGE(workingDays),
          path: ['excluded_days'],
          input: values.excluded_days,
        });
    }),
  );
export type ExclusionForm = z.infer<ReturnType<typeof exclusionFormSchema>>;

// What the exclusion call carries: the days excluded follow from the choice but for "partially".
export function exclusionChangeOf(values: ExclusionForm, workingDays: number) {
  const excluded_days =
    values.exclusion === 'fully' ? workingDays : values.exclusion === 'no' ? 0 : Number(values.excluded_days);
  return { exclusion: values.exclusion, excluded_days };
}
