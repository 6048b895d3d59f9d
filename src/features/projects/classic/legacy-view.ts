import { format, isValid, parseISO } from 'date-fns';
import { parseMoney, formatMoney } from '@/lib/money';

// How the classic view writes what the older payload holds: amounts as money, days as dates, and any
// field it does not know by its key, as it comes.

// 'forecast_to_date' → 'Forecast to date'.
export function labelOfKey(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

// "7200.00" or 7200 → "7,200.00 EUR"; text that is no amount stays as it is.
export function amountOf(value: unknown, currency?: string | null): string {
  const amount = typeof value === 'number' ? value : typeof value === 'string' ? parseMoney(value) : null;
  if (amount === null) return valueText(value);
  return formatMoney(amount, currency ?? undefined);
}

// 'yyyy-MM-dd' → '1 Feb 2025'; anything else as it comes.
export function dateOf(value: unknown): string {
  if (typeof value !== 'string' || value === '') return valueText(value);
  const date = parseISO(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(date) ? format(date, 'd MMM yyyy') : value;
}

// A value the view does not know how to show: text and numbers as they are, yes/no, and anything
// structured as compact JSON, so nothing is hidden.
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

// The fields of a record the view has no place for, in the order they came.
export function otherFields(record: Record<string, unknown>, known: readonly string[]): [string, unknown][] {
  return Object.entries(record).filter(([key]) => !known.includes(key));
}
