import { isValid, parseISO } from 'date-fns';
import { isValidEmail } from '@/lib/validation';
import { isUploadedFile } from './request-body';
import { validationFailed } from './responses';

// The few Laravel rules the mocked API needs, with Laravel's messages.
export type Rule =
  | 'required'
  // The key must be sent, null or blank allowed: a full update's fields, so a body that lost them
  // blanks nothing.
  | 'present'
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
  // Checked before the value is read (validate).
  if (rule === 'present') return null;
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

// A list or an object where a value was expected: Laravel's type rule for the field answers it.
function typeFailure(rules: readonly Rule[], field: string): string {
  const name = label(field);
  if (rules.includes('integer')) return `The ${name} field must be an integer.`;
  if (rules.includes('boolean')) return `The ${name} field must be true or false.`;
  if (rules.includes('date')) return `The ${name} field must be a valid date.`;
  return `The ${name} field must be a string.`;
}

const isStructured = (raw: unknown): boolean =>
  typeof raw === 'object' && raw !== null && !isUploadedFile(raw);

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
    const raw = body[field];
    const value = textOf(field, raw);
    values[field as F] = value;
    if (fieldRules.includes('present') && !Object.hasOwn(body, field)) {
      errors[field] = [`The ${label(field)} field must be present.`];
      continue;
    }
    // Read as blank, a list or an object would pass as "no value" and blank the field.
    if (isStructured(raw)) {
      errors[field] = [typeFailure(fieldRules, field)];
      continue;
    }
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

// The rules of a full update: every field must be sent (null for none).
export function allPresent<F extends string>(rules: Record<F, readonly Rule[]>): Record<F, readonly Rule[]> {
  const present = {} as Record<F, readonly Rule[]>;
  for (const field of Object.keys(rules) as F[]) present[field] = ['present', ...rules[field]];
  return present;
}

// '' → null, as Laravel's ConvertEmptyStringsToNull leaves an optional field.
export const orNull = (value: string): string | null => (value === '' ? null : value);
export const numberOrNull = (value: string): number | null => (value === '' ? null : Number(value));
export const isTruthy = (value: string): boolean => value === '1' || value === 'true';
