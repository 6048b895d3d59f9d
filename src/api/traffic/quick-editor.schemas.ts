import * as z from 'zod/mini';
import type { AllocationChange, AllocationCreate } from '@/lib/traffic-conflicts';
import {
  TERM_NOTE_MAX,
  hoursPerDayText,
  isTermMinutesInRange,
  termMinutesPerDay,
  type TermBasis,
} from '@/lib/term-form';
import { requiredDateText } from '../dates.schemas';
import { dateRangeCheck } from '../date-range.schemas';
import { blankToNull, optionalText } from '../text.schemas';

// The timeline's quick editor of an allocation (a term of a person on a project): the project, the
// time per working day as HH:MM or a share of 8:00 (the one typed last counts), the dates, tentative
// and a note. Sent as one part of PATCH traffic/allocations.

export type QuickEditorForm = {
  // The project's id as text ('' until one is chosen).
  project: string;
  start_date: string;
  end_date: string;
  basis: TermBasis;
  hours_per_day: string;
  percentage: number | null;
  tentative: boolean;
  note: string;
};

// The form's fields as a 422 of the batch names them (`creates.0.start_date` → start_date).
export const QUICK_EDITOR_FIELDS = [
  'project',
  'start_date',
  'end_date',
  'hours_per_day',
  'percentage',
  'tentative',
  'note',
] as const satisfies readonly (keyof QuickEditorForm)[];

const API_FIELDS: Record<string, (typeof QUICK_EDITOR_FIELDS)[number]> = {
  internal_project_id: 'project',
  start_date: 'start_date',
  end_date: 'end_date',
  hours_per_day: 'hours_per_day',
  status: 'tentative',
  note: 'note',
};

// A batch's field key of its first part ("creates.0.end_date", "changes.0.hours_per_day") as the
// form's field; other keys stay as they are (they reach the form's root message).
export function quickEditorFieldOf(key: string): string {
  const match = /^(?:creates|changes)\.0\.(.+)$/.exec(key);
  return match?.[1] ? (API_FIELDS[match[1]] ?? key) : key;
}

export const quickEditorSchema = z
  .object({
    project: z.string().check(z.minLength(1, { error: 'Choose a project' })),
    start_date: requiredDateText('Enter the first day'),
    end_date: requiredDateText('Enter the last day'),
    basis: z.enum(['hours', 'percentage']),
    hours_per_day: z.string(),
    percentage: z.nullable(z.number()),
    tentative: z.boolean(),
    note: optionalText(TERM_NOTE_MAX),
  })
  .check(
    dateRangeCheck('start_date', 'end_date'),
    z.refine<QuickEditorForm>(
      (form) => form.basis !== 'hours' || isTermMinutesInRange(termMinutesPerDay(form)),
      { error: 'Enter the hours per day, from 00:01 to 24:00', path: ['hours_per_day'], when: () => true },
    ),
    z.refine<QuickEditorForm>(
      (form) => form.basis !== 'percentage' || isTermMinutesInRange(termMinutesPerDay(form)),
      { error: 'Enter the share of an 8-hour day', path: ['percentage'], when: () => true },
    ),
  );

const hoursOf = (form: QuickEditorForm) => hoursPerDayText(termMinutesPerDay(form) ?? 0);
const statusOf = (form: QuickEditorForm) =>
  form.tentative ? ('tentative' as const) : ('confirmed' as const);

export const quickEditorCreateOf = (form: QuickEditorForm, userId: number): AllocationCreate => ({
  internal_project_id: Number(form.project),
  user_id: userId,
  start_date: form.start_date,
  end_date: form.end_date,
  hours_per_day: hoursOf(form),
  status: statusOf(form),
  note: blankToNull(form.note),
});

export type EditedAllocation = {
  id: number;
  internal_project_id: number;
  start_date: string;
  end_date: string;
  hours_per_day: string;
  status: string;
  note: string | null;
};

// An edit sends what changed; a new project cannot be a change of a term (it belongs to its project),
// so it deletes the allocation and creates one on the other project.
export function quickEditorEditOf(
  allocation: EditedAllocation,
  form: QuickEditorForm,
  userId: number,
): { changes: AllocationChange[]; creates: AllocationCreate[]; deletes: number[] } {
  if (Number(form.project) !== allocation.internal_project_id)
    return { changes: [], creates: [quickEditorCreateOf(form, userId)], deletes: [allocation.id] };
  const change: AllocationChange = { id: allocation.id };
  if (form.start_date !== allocation.start_date) change.start_date = form.start_date;
  if (form.end_date !== allocation.end_date) change.end_date = form.end_date;
  if (hoursOf(form) !== allocation.hours_per_day) change.hours_per_day = hoursOf(form);
  if (statusOf(form) !== allocation.status) change.status = statusOf(form);
  const changed = Object.keys(change).length > 1;
  // The batch's changes carry no note (planning.md §2.5); a new note alone is not sent.
  return { changes: changed ? [change] : [], creates: [], deletes: [] };
}
