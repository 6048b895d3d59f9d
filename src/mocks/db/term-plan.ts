import { toCents } from '@/lib/cents';
import { minutesPerDayFromPercentage } from '@/lib/duration';
import {
  TERM_MAX_HOURLY_RATE,
  TERM_MINUTES_PER_DAY,
  TERM_NOTE_MAX,
  TERM_PERCENT_RANGE,
  minutesFromHoursPerDay,
} from '@/lib/term-form';
import { isDateWithin150Years } from '@/lib/validation';
import { validationFailed } from '../routing/responses';
import type { ProjectRow, TermRow } from './project-schemas';
import type { TenantDb } from './tenant-db';

// A term's plan as the terms calls and the planner's batch check it (Laravel's rules, 422 at the field).

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TWO_DECIMALS = /^\d+(?:\.\d{1,2})?$/;
const STATUSES = ['confirmed', 'tentative'] as const;
const UNITS = ['hr'] as const;

// The invoices with a line for the term.
export const invoicesOf = (db: TenantDb, term: TermRow) =>
  db.invoices
    .findMany((q) => q.where({ internal_project_id: term.internal_project_id }))
    .filter((invoice) => invoice.lines.some((line) => line.term_id === term.id));

export type Plan = Pick<
  TermRow,
  'user_id' | 'start_date' | 'end_date' | 'minutes_per_day' | 'rate_cents' | 'status' | 'note'
>;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const has = (body: Record<string, unknown>, key: string) => Object.prototype.hasOwnProperty.call(body, key);
const numberOf = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
};
const dayText = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 10) : '');
const isDate = (text: string) =>
  DATE.test(text) && !Number.isNaN(Date.parse(text)) && isDateWithin150Years(new Date(`${text}T12:00`));

// Laravel's rules for a term, on the fields sent (all of them on create, `required`): user_id
// required|exists (an archived person only where the term already has them), start_date and end_date
// required|date, end after_or_equal start and both within the project's dates, hours_per_day
// (H:MM, 00:01–24:00) and percentage (1–300, two decimals) one of the two (required_without, prohibits),
// hourly_rate required|numeric|gt:0|max:10000|decimal:0,2, unit in:hr, status in:confirmed,tentative,
// note nullable|max:1000. The result is the merged plan; throws Laravel's 422.
export function checkedPlan(
  db: TenantDb,
  project: ProjectRow,
  body: Record<string, unknown>,
  before: TermRow | null,
): Plan {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const creating = before === null;
  const sent = (key: string) => creating || has(body, key);

  let userId = before?.user_id ?? 0;
  if (sent('user_id')) {
    const id = numberOf(body.user_id);
    const user =
      id === null || !Number.isInteger(id) ? undefined : db.users.findFirst((q) => q.where({ id }));
    if (isBlank(body.user_id)) fail('user_id', 'The user id field is required.');
    else if (!user || (user.archived && user.id !== before?.user_id))
      fail('user_id', 'The selected user id is invalid.');
    else userId = user.id;
  }

  const dates = { start_date: before?.start_date ?? '', end_date: before?.end_date ?? '' };
  for (const key of ['start_date', 'end_date'] as const) {
    if (!sent(key)) continue;
    const name = key.replace('_', ' ');
    const text = dayText(body[key]);
    if (isBlank(body[key])) fail(key, `The ${name} field is required.`);
    else if (!isDate(text)) fail(key, `The ${name} field must be a valid date.`);
    else dates[key] = text;
  }
  if (!errors.start_date && !errors.end_date) {
    if (dates.end_date < dates.start_date) {
      fail('end_date', 'The end date field must be a date after or equal to start date.');
    } else {
      if (dates.start_date < project.start_date)
        fail('start_date', `The start date must not be before the project starts (${project.start_date}).`);
      if (project.end_date !== null && dates.end_date > project.end_date)
        fail('end_date', `The end date must not be after the project ends (${project.end_date}).`);
    }
  }

  let minutes = before?.minutes_per_day ?? 0;
  if (sent('hours_per_day') || sent('percentage')) {
    const hoursBlank = isBlank(body.hours_per_day);
    const percentBlank = isBlank(body.percentage);
    if (hoursBlank && percentBlank) {
      fail('hours_per_day', 'The hours per day field is required when percentage is not present.');
    } else if (!hoursBlank && !percentBlank) {
      fail('percentage', 'The percentage field is prohibited when hours per day is present.');
    } else if (!hoursBlank) {
      const parsed =
        typeof body.hours_per_day === 'string' ? minutesFromHoursPerDay(body.hours_per_day) : null;
      if (parsed === null || parsed < TERM_MINUTES_PER_DAY.min)
        fail('hours_per_day', 'The hours per day field must be a time from 00:01 to 24:00 (HH:MM).');
      else minutes = parsed;
    } else {
      const percentage = numberOf(body.percentage);
      if (percentage === null) fail('percentage', 'The percentage field must be a number.');
      else if (percentage < TERM_PERCENT_RANGE.min || percentage > TERM_PERCENT_RANGE.max)
        fail(
          'percentage',
          `The percentage field must be between ${TERM_PERCENT_RANGE.min} and ${TERM_PERCENT_RANGE.max}.`,
        );
      else if (!TWO_DECIMALS.test(String(percentage)))
        fail('percentage', 'The percentage field must have 0-2 decimal places.');
      else minutes = minutesPerDayFromPercentage(percentage);
    }
  }

  let rateCents = before?.rate_cents ?? 0;
  if (sent('hourly_rate')) {
    const rate = numberOf(body.hourly_rate);
    if (isBlank(body.hourly_rate)) fail('hourly_rate', 'The hourly rate field is required.');
    else if (rate === null) fail('hourly_rate', 'The hourly rate field must be a number.');
    else if (rate <= 0) fail('hourly_rate', 'The hourly rate field must be greater than 0.');
    else if (rate > TERM_MAX_HOURLY_RATE)
      fail('hourly_rate', `The hourly rate field must not be greater than ${TERM_MAX_HOURLY_RATE}.`);
    else if (!TWO_DECIMALS.test(String(rate)))
      fail('hourly_rate', 'The hourly rate field must have 0-2 decimal places.');
    else rateCents = toCents(rate);
  }

  if (has(body, 'unit') && !isBlank(body.unit) && !UNITS.includes(body.unit as 'hr'))
    fail('unit', 'The selected unit is invalid.');

  let status = before?.status ?? 'confirmed';
  if (has(body, 'status') && !isBlank(body.status)) {
    if (STATUSES.includes(body.status as 'confirmed')) status = body.status as string;
    else fail('status', 'The selected status is invalid.');
  }

  let note = before?.note ?? null;
  if (has(body, 'note')) {
    if (isBlank(body.note)) note = null;
    else if (typeof body.note !== 'string') fail('note', 'The note field must be a string.');
    else if (body.note.trim().length > TERM_NOTE_MAX)
      fail('note', `The note field must not be greater than ${TERM_NOTE_MAX} characters.`);
    else note = body.note.trim();
  }

  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { user_id: userId, ...dates, minutes_per_day: minutes, rate_cents: rateCents, status, note };
}
