import { isValidEmail } from '@/lib/validation';
import { validationFailed } from './responses';

// The few Laravel rules the mocked API needs, with Laravel's messages.
export type Rule = 'required' | 'email' | 'confirmed' | { min: number };

const label = (field: string): string => field.replace(/_/g, ' ');

function failure(rule: Rule, field: string, value: string, body: Record<string, unknown>): string | null {
  if (rule === 'required') return value === '' ? `The ${label(field)} field is required.` : null;
  if (rule === 'email')
    return isValidEmail(value) ? null : `The ${label(field)} field must be a valid email address.`;
  if (rule === 'confirmed') {
    return body[`${field}_confirmation`] === value
      ? null
      : `The ${label(field)} field confirmation does not match.`;
  }
  return value.length >= rule.min
    ? null
    : `The ${label(field)} field must be at least ${rule.min} characters.`;
}

// Laravel trims every string but passwords.
function textOf(field: string, raw: unknown): string {
  if (typeof raw === 'number') return String(raw);
  if (typeof raw !== 'string') return '';
  return field.includes('password') ? raw : raw.trim();
}

// The validated fields as text; throws Laravel's 422 when any rule fails. A failed 'required' skips
// the field's other rules, as Laravel skips rules on an empty value.
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
      const message = failure(rule, field, value, body);
      if (message === null) continue;
      (errors[field] ??= []).push(message);
      if (rule === 'required') break;
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return values as Record<F, string>;
}
