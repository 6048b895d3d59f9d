import { format, isValid, parseISO } from 'date-fns';

// What the field shows and what it takes from the keyboard: day first, as the people using it write.
export const DATE_FIELD_FORMAT = 'dd/MM/yyyy';
// What the form (and the API) keeps.
export const DATE_VALUE_FORMAT = 'yyyy-MM-dd';
// A complete but impossible entry (31/02/2020) or a half-typed one (01/03/YYYY): kept in the form so
// its rules reject it with their message instead of the field silently counting as empty.
export const INVALID_DATE_VALUE = 'invalid-date';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function dateFromValue(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  return ISO_DATE.test(value) ? parseISO(value) : new Date(Number.NaN);
}

export function valueFromDate(date: Date | null): string {
  if (date === null) return '';
  return isValid(date) ? format(date, DATE_VALUE_FORMAT) : INVALID_DATE_VALUE;
}
