import { format, isValid, parseISO } from 'date-fns';
import { DATE_FIELD_FORMAT } from '@/components/form/date-value';

// A stored yyyy-MM-dd as the date fields show it (dd/MM/yyyy); null when there is none.
export function displayDate(value: string | null): string | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? format(date, DATE_FIELD_FORMAT) : value;
}
