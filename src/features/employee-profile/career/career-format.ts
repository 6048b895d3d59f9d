import { format, isValid, parseISO } from 'date-fns';
import type { CareerFieldChange } from '@/api/career-history/career-history.schemas';

// How the career tab writes days and moments: '1 Mar 2025', '2 Nov 2026, 14:05' (local time).
const DAY_FORMAT = 'd MMM yyyy';
const MOMENT_FORMAT = 'd MMM yyyy, HH:mm';

export function formatDay(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, DAY_FORMAT) : value;
}

export function formatMoment(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, MOMENT_FORMAT) : value;
}

const FIELD_LABELS: Record<string, string> = {
  position: 'Position',
  department: 'Department',
  seniority: 'Seniority',
  start_date: 'Start date',
  end_date: 'End date',
  note: 'Note',
};

const DATE_FIELDS = new Set(['start_date', 'end_date']);

// A field the client does not know yet is still readable: 'employment_type' → 'Employment type'.
export function fieldLabelOf(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// One side of a recorded change as people read it; an end date of none is the current step.
export function changeValueText(field: CareerFieldChange['field'], value: string | null): string {
  if (value === null || value === '') return field === 'end_date' ? 'Current' : 'Not set';
  return DATE_FIELDS.has(field) ? formatDay(value) : value;
}
