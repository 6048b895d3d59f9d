import { isValid, parseISO } from 'date-fns';
import { isValidEmail } from '@/lib/validation';
import { validationFailed } from './responses';

// The few Laravel rules the mocked API needs, with Laravel's messages.
export type Rule =
  | 'required'
  | 'email'
  | 'confirmed'
  | 'date' // yyyy-MM-dd (or a date-time starting so)
  | 'integer'
  | 'boolean'
  | { min: number }
  | { max: number }
  | { in: readonly string[] }
  | { regex: RegExp }
  | { digitsBetween: readonly [number, number] }
  // Laravel's exists:table,column, answered by the caller.
  | { exists: (value: string) => boolean };

const label = (field: string): string => field.replace(/_/g, ' ');

const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+Z?)?$/;
const INTEGER = /^-?\d+$/;
const BOOLEAN = new Set(['0', '1', 'true', 'false']);

function failure(rule: Rule, field: string, value: string, body: Record<string, unknown>): string | null {
  const name = label(field);
  if (rule === 'required') return value === '' ? `The ${name} field is required.` : null;
  if (rule === 'email')
    return isValidEmail(value) ? null : `The ${name} field must be a valid email address.`;
  if (rule === 'confirmed') {
    return body[`${field}_confirmation`] === value ? null : `The ${name} field confirmation does not match.`;
  }
  if (rule === 'date') {
    return DATE.test(value) && isValid(parseISO(value)) ? null : `The ${name} field must be a valid date.`;
  }
  if (rule === 'integer') return INTEGER.test(value) ? null : `The ${name} field must be an integer.`;
  if (rule === 'boolean') return BOOLEAN.has(value) ? null : `The ${name} field must be true or false.`;
  if ('min' in rule) {
    return value.length >= rule.min ? null : `The ${name} field must be at least ${rule.min} characters.`;
  }
  if ('max' in rule) {
    return value.length <= rule.max
      ? null
      : `The ${name} field must not be greater than ${rule.max} characters.`;
  }
  if ('in' in rule) return rule.in.includes(value) ? null : `The selected ${name} is invalid.`;
  if ('regex' in rule) return rule.regex.test(value) ? null : `The ${name} field format is invalid.`;
  if ('digitsBetween' in rule) {
    const [min, max] = rule.digitsBetween;
    return /^\d+$/.test(value) && value.length >= min && value.length <= max
      ? null
      : `The ${name} field must be between ${min} and ${max} digits.`;
  }
  return rule.exists(value) ? null : `The selected ${name} is invalid.`;
}

// Laravel trims every string but passwords, and turns blanks into null; booleans arrive as 1 or 0.
function textOf(field: string, raw: unknown): string {
  if (typeof raw === 'number') return Number.isFinite(raw) ? String(raw) : '';
  if (typeof raw === 'boolean') return raw ? '1' : '0';
  if (typeof raw !== 'string') return '';
  return field.includes('password') ? raw : raw.trim();
}

// The validated fields as text ('' for absent, null or blank); throws Laravel's 422 when any rule fails.
// A failed 'required' skips the field's other rules, and a blank optional field is not checked further,
// as Laravel skips rules on an empty value.
export function validate<F extends string>(
  body: Record<string, unknown>,
  rules: Record<F, readonly Rule[]>,
): Record<F, string> {
  const errors: Record<string, string[]> = {};
  const values: Partial<Record<F, string>> = {};
  for (const [field, fieldRules] of Object.entries<readonly Rule[]>(rules)) {
    const value = textOf(field, body[field]);
    values[field as F] = value;
    for (const rule of fieldRules) {
      if (value === '' && rule !== 'required') break;
      const message = failure(rule, field, value, body);
      if (message === null) continue;
      (errors[field] ??= []).push(message);
      if (rule === 'required') break;
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return values as Record<F, string>;
}

// '' → null, as Laravel's ConvertEmptyStringsToNull leaves an optional field.
export const orNull = (value: string): string | null => (value === '' ? null : value);
export const numberOrNull = (value: string): number | null => (value === '' ? null : Number(value));
export const isTruthy = (value: string): boolean => value === '1' || value === 'true';
