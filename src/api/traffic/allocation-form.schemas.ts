import * as z from 'zod/mini';
import { hoursPerDayText } from '@/lib/term-form';
import type { AllocationCreate } from '@/lib/traffic-conflicts';
import { parseTimePerDay } from '@/lib/traffic-edits';
import { requiredDateText } from '../dates.schemas';
import { dateRangeCheck } from '../date-range.schemas';
import { blankToNull, untrimmedText } from '../text.schemas';

// The table view's "Add allocation" form: who, which project, when, how much of each day (a share of
// 8:00 or hours), tentative or not, a note; sent as one create of PATCH traffic/allocations.

export const ALLOCATION_NOTE_MAX = 1000;

const requiredChoice = (message: string) => z.string().check(z.minLength(1, { error: message }));

const timeText = z.string().check(
  z.refine((text) => parseTimePerDay(text).ok, { error: 'Type a percentage (50) or hours per day (4:00).' }),
  z.refine(
    (text) => {
      const parsed = parseTimePerDay(text);
      return !parsed.ok || parsed.minutes > 0;
    },
    { error: 'Time per day must be more than 0:00.' },
  ),
);

export const allocationFormSchema = z
  .object({
    user_id: requiredChoice('Person is required'),
    internal_project_id: requiredChoice('Project is required'),
    start_date: requiredDateText('Start date is required'),
    end_date: requiredDateText('End date is required'),
    time: timeText,
    tentative: z.boolean(),
    note: untrimmedText(ALLOCATION_NOTE_MAX),
  })
  .check(dateRangeCheck('start_date', 'end_date'));
export type AllocationForm = z.infer<typeof allocationFormSchema>;

// The fields a 422 may name (after `creates.0.` is taken off; hours_per_day is the time field).
export const ALLOCATION_FORM_FIELDS = [
  'user_id',
  'internal_project_id',
  'start_date',
  'end_date',
  'time',
  'note',
] as const;

// A refusal's key `creates.0.hours_per_day` as the form's field.
export function allocationFieldOf(key: string): string {
  const field = key.replace(/^creates\.\d+\./, '');
  return field === 'hours_per_day' ? 'time' : field;
}

export const emptyAllocationForm = (start: string, end: string, userId = ''): AllocationForm => ({
  user_id: userId,
  internal_project_id: '',
  start_date: start,
  end_date: end,
  time: '',
  tentative: false,
  note: '',
});

export function allocationCreateOf(form: AllocationForm): AllocationCreate {
  const parsed = parseTimePerDay(form.time);
  return {
    internal_project_id: Number(form.internal_project_id),
    user_id: Number(form.user_id),
    start_date: form.start_date,
    end_date: form.end_date,
    hours_per_day: hoursPerDayText(parsed.ok ? parsed.minutes : 0),
    status: form.tentative ? 'tentative' : 'confirmed',
    note: blankToNull(form.note),
  };
}
