import {
  DAY_PARTS,
  TIME_OFF_TYPES,
  type PartialDay,
  type TimeOffType,
} from '@/api/time-offs/time-off.schemas';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '@/lib/attachments';
import { fromCents, lineAmountCents } from '@/lib/cents';
import { formatDuration, MINUTES_PER_WORKING_DAY } from '@/lib/duration';
import { PERMISSIONS } from '@/lib/permissions';
import { partialDayMinutes, partialDayProblem, roundDays, type TimeOffDays } from '@/lib/time-off-days';
import { eligibleFromOf } from '../rules/time-off-ledger';
import type { MockUser } from '../db/schemas';
import type { TenantDb } from '../db/tenant-db';
import { approversOf } from '../db/time-off-approvers';
import type { TimeOffRow } from '../db/time-off-schemas';
import {
  availableVacation,
  daysOf,
  pendingVacationDays,
  personRef,
  timeOffConfigOf,
  type TimeOffLookup,
} from '../db/time-off-view';
import { mayReadBookingMoney } from '../routing/commercial-data';
import type { UploadedFile } from '../routing/request-body';
import { forbidden, validationFailed } from '../routing/responses';
import { validate } from '../routing/validate';

// What creating, editing and previewing a request share: reading the fields (multipart or JSON),
// Laravel's 422 for each rule, and what a request would cost and touch.

const NOTE_MAX = 1000;
const TYPE_NAMES: Record<TimeOffType, string> = {
  vacation: 'vacation',
  sick_leave: 'sick leave',
  parental_leave: 'parental leave',
  unpaid_leave: 'unpaid leave',
};

export const mayManage = (user: MockUser) => user.permissions.includes(PERMISSIONS.timeOffManage);

export const isReviewer = (row: Pick<TimeOffRow, 'approvals'>, user: MockUser) =>
  row.approvals.some((approval) => approval.reviewer_id === user.id);

// One's own, those one reviews, or anyone's with time-off::manage.
export const maySee = (row: Pick<TimeOffRow, 'user_id' | 'approvals'>, user: MockUser) =>
  mayManage(user) || row.user_id === user.id || isReviewer(row, user);

// Changing a request (editing it, withdrawing it, removing its attachment): one's own, or anyone's with
// time-off::manage.
export const mayChange = (row: Pick<TimeOffRow, 'user_id'>, user: MockUser) =>
  row.user_id === user.id || mayManage(user);

// partial_days as JSON (an array) or as multipart fields partial_days[i][date|part|hours].
export function partialDaysOf(body: Record<string, unknown>): Record<string, unknown>[] {
  if (Array.isArray(body.partial_days)) {
    return body.partial_days.map((item: unknown) =>
      typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {},
    );
  }
  const days: Record<string, unknown>[] = [];
  for (const [key, value] of Object.entries(body)) {
    const match = /^partial_days\[(\d+)\]\[(date|part|hours)\]$/.exec(key);
    if (match) (days[Number(match[1])] ??= {})[match[2] as string] = value;
  }
  return days.filter(Boolean);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export type CheckedRequest = {
  user: MockUser;
  type: TimeOffType;
  start_date: string;
  end_date: string;
  partial_days: PartialDay[];
  note: string | null;
  days: TimeOffDays;
};

// Whose request: one's own, or someone else's with time-off::manage (403 otherwise).
function ownerOf(lookup: TimeOffLookup, actor: MockUser, raw: unknown, fallback: number): MockUser {
  const id = raw === undefined || raw === null || raw === '' ? fallback : Number(raw);
  if (id !== actor.id && !mayManage(actor)) throw forbidden();
  const user = lookup.users.get(id);
  if (!Number.isInteger(id) || !user || user.archived)
    throw validationFailed({ user_id: ['The selected user id is invalid.'] });
  return user;
}

const overlaps = (row: Pick<TimeOffRow, 'start_date' | 'end_date'>, start: string, end: string) =>
  row.start_date <= end && row.end_date >= start;

// Every rule of a request's fields; `editing` is the stored request being changed (its own dates never
// overlap it, its days never count twice).
export function checkRequest(
  lookup: TimeOffLookup,
  actor: MockUser,
  body: Record<string, unknown>,
  editing: TimeOffRow | null = null,
): CheckedRequest {
  const user = ownerOf(lookup, actor, body.user_id, editing?.user_id ?? actor.id);
  const values = validate(body, {
    type: ['required', { in: TIME_OFF_TYPES }],
    start_date: ['required', 'date'],
    end_date: ['required', 'date'],
    note: [{ max: NOTE_MAX }],
  });
  const start = values.start_date.slice(0, 10);
  const end = values.end_date.slice(0, 10);
  const type = values.type as TimeOffType;
  if (end < start)
    throw validationFailed({ end_date: ['The end date field must be a date after or equal to start date.'] });
  const errors: Record<string, string[]> = {};
  const partial_days = partialDaysOf(body).map((raw, index): PartialDay => {
    const part = text(raw.part);
    const day: PartialDay = {
      date: text(raw.date).slice(0, 10),
      part: (DAY_PARTS as readonly string[]).includes(part) ? (part as PartialDay['part']) : 'am',
      hours: part === 'hours' ? text(raw.hours) || null : null,
    };
    if (!(DAY_PARTS as readonly string[]).includes(part))
      errors[`partial_days.${index}.part`] = [`The selected partial_days.${index}.part is invalid.`];
    const problem = partialDayProblem(day, start, end);
    if (problem) errors[`partial_days.${index}.${problem.field}`] = [problem.message];
    return day;
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const days = daysOf(lookup, { user_id: user.id, start_date: start, end_date: end, partial_days });
  if (days.working_days === 0)
    throw validationFailed({
      end_date: ['These dates hold no working day (weekends and holidays are free).'],
    });
  const clash = lookup.db.timeOffs
    .findMany((q) => q.where({ user_id: user.id }))
    .find(
      (row) =>
        row.id !== editing?.id &&
        row.withdrawn_at === null &&
        row.status !== 'rejected' &&
        overlaps(row, start, end),
    );
  if (clash) {
    throw validationFailed({
      start_date: [
        `Overlaps ${user.id === actor.id ? 'your' : 'their'} ${clash.status} ${TYPE_NAMES[clash.type]} of ${clash.start_date} – ${clash.end_date}.`,
      ],
    });
  }
  if (type === 'vacation') {
    const available = vacationAvailable(lookup, user.id, start, editing?.id ?? null);
    if (days.working_days > available) {
      throw validationFailed({
        type: [`Only ${Math.max(0, available)} vacation day${available === 1 ? '' : 's'} available`],
      });
    }
  }
  const note = text(body.note);
  return { user, type, start_date: start, end_date: end, partial_days, note: note || null, days };
}

// Available on the request's first day (or today, if earlier), less other pending vacation.
export function vacationAvailable(
  lookup: TimeOffLookup,
  userId: number,
  start: string,
  exceptId: number | null,
) {
  const date = start < lookup.today ? lookup.today : start;
  return roundDays(availableVacation(lookup, userId, date) - pendingVacationDays(lookup, userId, exceptId));
}

// Laravel's file rules for the one attachment: a PDF or an image, 5 MB at most.
export function checkAttachment(file: UploadedFile | undefined): void {
  if (!file) return;
  const messages: string[] = [];
  if (file.size === 0) messages.push('The attachment field must be a file.');
  else if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type))
    messages.push('The attachment field must be a file of type: pdf, png, jpg.');
  if (file.size > ATTACHMENT_MAX_BYTES)
    messages.push(`The attachment field must not be greater than ${ATTACHMENT_MAX_BYTES / 1024} kilobytes.`);
  if (messages.length > 0) throw validationFailed({ attachment: messages });
}

export const reviewersFor = (lookup: TimeOffLookup, user: MockUser): number[] =>
  approversOf([...lookup.users.values()], timeOffConfigOf(lookup.db).final_reviewer)(user);

const hhmm = (minutes: number) => formatDuration(minutes).padStart(5, '0');

// Teammates of the same department off (pending or approved) in the range. Who is away, for anyone;
// the kind of leave only of a request the viewer may see (as the team calendar: sick leave is health
// data), otherwise null ("Away").
function teamOverlaps(lookup: TimeOffLookup, checked: CheckedRequest, viewer: MockUser) {
  const department = checked.user.department_id;
  if (department === null) return [];
  return lookup.db.timeOffs
    .all()
    .filter(
      (row) =>
        row.user_id !== checked.user.id &&
        row.withdrawn_at === null &&
        row.status !== 'rejected' &&
        lookup.users.get(row.user_id)?.department_id === department &&
        overlaps(row, checked.start_date, checked.end_date),
    )
    .map((row) => ({
      user: personRef(lookup, row.user_id),
      type: maySee(row, viewer) ? row.type : null,
      status: row.status,
      start_date: row.start_date,
      end_date: row.end_date,
    }));
}

// The person's project terms covering the range: the hours the absence takes from each, and what
// those hours would have earned only to a viewer who may read booking money (issue 30, L4), else null.
function allocations(lookup: TimeOffLookup, checked: CheckedRequest, withRevenue: boolean) {
  const parts = new Map(checked.partial_days.map((day) => [day.date, day]));
  return lookup.db.terms
    .findMany((q) => q.where({ user_id: checked.user.id }))
    .filter((term) => overlaps(term, checked.start_date, checked.end_date))
    .flatMap((term) => {
      const project = lookup.db.projects.findFirst((q) => q.where({ id: term.internal_project_id }));
      if (!project) return [];
      const minutes = checked.days.dates
        .filter((date) => date >= term.start_date && date <= term.end_date)
        .reduce((sum, date) => {
          const part = parts.get(date);
          const share = part ? partialDayMinutes(part) / MINUTES_PER_WORKING_DAY : 1;
          return sum + Math.round(term.minutes_per_day * share);
        }, 0);
      if (minutes === 0) return [];
      return [
        {
          term_id: term.id,
          project: { id: project.id, title: project.title },
          hours: hhmm(minutes),
          revenue: withRevenue
            ? { currency: project.currency, amount: fromCents(lineAmountCents(minutes, term.rate_cents)) }
            : null,
        },
      ];
    });
}

export function previewOf(
  lookup: TimeOffLookup,
  checked: CheckedRequest,
  editingId: number | null,
  viewer: MockUser,
) {
  const config = timeOffConfigOf(lookup.db);
  const start = checked.user.start_date;
  const eligibleFrom = start && config.trial_period > 0 ? eligibleFromOf(start, config) : null;
  const before =
    checked.type === 'vacation'
      ? vacationAvailable(lookup, checked.user.id, checked.start_date, editingId)
      : null;
  return {
    working_days: checked.days.working_days,
    hours: hhmm(checked.days.minutes),
    skipped: checked.days.skipped,
    balance_before: before,
    balance_after: before === null ? null : roundDays(before - checked.days.working_days),
    eligible: eligibleFrom === null || checked.start_date >= eligibleFrom,
    eligible_from: eligibleFrom,
    approvers: reviewersFor(lookup, checked.user).map((id, index) => ({
      step: index + 1,
      reviewer: personRef(lookup, id),
    })),
    overlaps: teamOverlaps(lookup, checked, viewer),
    allocations: allocations(lookup, checked, mayReadBookingMoney(viewer)),
  };
}

// What the balances and the calendar narrow their people by (each list's query declares it).
export type TimeOffPeopleFilters = { user_ids?: number[]; department_ids?: number[]; search?: string };

// The people the balances and the calendar list: employed (hired or no stage), not archived, with a
// start date, narrowed by user_ids[], department_ids[] and search and by what the caller may see; by name.
export function timeOffPeople(
  db: TenantDb,
  {
    user_ids: userIds = [],
    department_ids: departmentIds = [],
    search: searchText = '',
  }: TimeOffPeopleFilters,
  visible: (person: MockUser) => boolean = () => true,
): MockUser[] {
  const search = searchText.trim().toLowerCase();
  return db.users
    .all()
    .filter(
      (person) =>
        !person.archived &&
        person.start_date !== null &&
        (person.stage === '' || person.stage === 'hired') &&
        visible(person) &&
        (userIds.length === 0 || userIds.includes(person.id)) &&
        (departmentIds.length === 0 || departmentIds.includes(person.department_id ?? -1)) &&
        (search === '' || person.name.toLowerCase().includes(search)),
    )
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
