import { isWeekend, parseISO } from 'date-fns';
import { leaveKindLabel, timeOffStatusLabel } from './time-off-labels';

// What the request form's date picker says of a day: weekends and public holidays are off (drawn
// muted, still selectable: a request may start on a weekend), a holiday by its name, and the person's
// own requests ("Your vacation, approved") so a new one is not laid over them.

export type PickerDay = { off: boolean; name?: string };
export type PickerHoliday = { date: string; name: string };
// `type` null: a request whose kind the caller may not see.
export type PickerRequest = { type: string | null; status: string; start_date: string; end_date: string };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

// "Your vacation, approved"; "their" when the form is for someone else; "their leave" when its kind is private.
export const requestDayName = (request: PickerRequest, own: boolean): string =>
  `${own ? 'Your' : 'Their'} ${request.type === null ? 'leave' : leaveKindLabel(request.type).toLowerCase()}, ${timeOffStatusLabel(request.status).toLowerCase()}`;

// A describer for 'yyyy-MM-dd' days; null for an ordinary working day with nothing on it.
export function pickerDayDescriber(
  holidays: readonly PickerHoliday[],
  requests: readonly PickerRequest[] = [],
  own = true,
): (date: string) => PickerDay | null {
  const named = new Map(holidays.map((holiday) => [holiday.date, holiday.name]));
  return (date) => {
    if (!ISO_DAY.test(date)) return null;
    const holiday = named.get(date);
    const request = requests.find((item) => item.start_date <= date && item.end_date >= date);
    const names = [holiday, request ? requestDayName(request, own) : undefined].filter(Boolean);
    const off = holiday !== undefined || isWeekend(parseISO(date));
    if (!off && names.length === 0) return null;
    return names.length > 0 ? { off, name: names.join('; ') } : { off };
  };
}
