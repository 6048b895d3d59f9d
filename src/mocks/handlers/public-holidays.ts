import { isValid, parseISO } from 'date-fns';
import {
  countryHolidaysListSchema,
  holidayYearResponseSchema,
  type CountryHolidays,
} from '@/api/public-holidays/public-holiday.schemas';
import { HOLIDAY_NAME_MAX } from '@/api/public-holidays/new-holiday.schemas';
import type { HolidayChanges } from '@/lib/holiday-calendar';
import { HOLIDAY_RULES_BY_COUNTRY, generatedHolidays, type GeneratedHoliday } from '@/lib/holidays';
import { PERMISSIONS } from '@/lib/permissions';
import { holidayYearOf } from '../db/public-holidays';
import type { HolidayRow } from '../db/schemas';
import type { TenantDb } from '../db/tenant-db';
import { readBody } from '../routing/request-body';
import { fieldError, respond, validationFailed } from '../routing/responses';
import { tenantRoute, tokenOptionalRoute } from '../routing/route';
import { validate } from '../routing/validate';

// Grouped by country, in first-seen order, each country's holidays by date.
function byCountry(rows: readonly HolidayRow[]): CountryHolidays[] {
  const groups = new Map<string, CountryHolidays>();
  for (const { country, date, name } of rows) {
    const group = groups.get(country) ?? { country, holidays: [] };
    group.holidays.push({ date, name });
    groups.set(country, group);
  }
  for (const group of groups.values())
    group.holidays.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return [...groups.values()];
}

// country=all (or none) gives every country; year narrows to one year.
const list = tokenOptionalRoute('GET', 'public-holidays', ({ db, url }) => {
  const country = (url.searchParams.get('country') ?? 'all').toUpperCase();
  const year = url.searchParams.get('year');
  const rows = db.publicHolidays.findMany((q) =>
    q.where({
      country: (value) => country === 'ALL' || value === country,
      date: (value) => !year || value.startsWith(`${year}-`),
    }),
  );
  return respond(countryHolidaysListSchema, { data: byCountry(rows) });
});

// The years the rules (Orthodox Easter's 13-day calendar gap) are written for.
const YEARS = { min: 1900, max: 2099 };
const COUNTRIES = Object.keys(HOLIDAY_RULES_BY_COUNTRY);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function countryAndYear(source: Record<string, unknown>): { country: string; year: number } {
  const values = validate(source, {
    country: ['required', { in: COUNTRIES }],
    year: ['required', 'integer'],
  });
  const year = Number(values.year);
  if (year < YEARS.min || year > YEARS.max) {
    throw fieldError('year', `The year field must be between ${YEARS.min} and ${YEARS.max}.`);
  }
  return { country: values.country, year };
}

const yearAnswer = (db: TenantDb, country: string, year: number) =>
  respond(holidayYearResponseSchema, {
    data: { country, year, ...holidayYearOf(country, year, db.holidayChanges.all()) },
  });

// A country's year for the calendar: its days off by source and the generated days removed.
const year = tenantRoute('GET', 'all-public-holidays', ({ db, url }) => {
  const { country, year } = countryAndYear(Object.fromEntries(url.searchParams));
  return yearAnswer(db, country, year);
});

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The year's changes as sent, checked like Laravel's array rules (`added.0.date`): a removed date must
// be a generated day of the year; an added day lies in the year, has a name, and is not a day off
// already (a generated day kept, or another added day).
function checkedChanges(
  body: Record<string, unknown>,
  year: number,
  generated: readonly GeneratedHoliday[],
): HolidayChanges & { names: Map<string, string> } {
  const errors: Record<string, string[]> = {};
  const arrayOf = (field: string): unknown[] => {
    const value = body[field];
    if (value === undefined || value === null) return [];
    if (Array.isArray(value)) return value;
    errors[field] = [`The ${field} field must be an array.`];
    return [];
  };
  const names = new Map(generated.map((day) => [day.date, day.name]));
  const removed: string[] = [];
  arrayOf('removed').forEach((raw, index) => {
    const date = text(raw);
    if (names.has(date)) removed.push(date);
    else errors[`removed.${index}`] = [`The selected removed.${index} is invalid.`];
  });
  const taken = new Set(generated.map((day) => day.date).filter((date) => !removed.includes(date)));
  const added: HolidayChanges['added'] = [];
  arrayOf('added').forEach((raw, index) => {
    const item = isRecord(raw) ? raw : {};
    const [dateKey, nameKey] = [`added.${index}.date`, `added.${index}.name`];
    const date = text(item.date);
    const name = text(item.name);
    if (date === '') errors[dateKey] = [`The ${dateKey} field is required.`];
    else if (!DATE.test(date) || !isValid(parseISO(date)))
      errors[dateKey] = [`The ${dateKey} field must be a valid date.`];
    else if (!date.startsWith(`${year}-`))
      errors[dateKey] = [`The ${dateKey} field must be a day in ${year}.`];
    else if (taken.has(date)) errors[dateKey] = [`The ${dateKey} is already a public holiday.`];
    if (name === '') errors[nameKey] = [`The ${nameKey} field is required.`];
    else if (name.length > HOLIDAY_NAME_MAX) {
      errors[nameKey] = [`The ${nameKey} field must not be greater than ${HOLIDAY_NAME_MAX} characters.`];
    }
    if (!errors[dateKey] && !errors[nameKey]) {
      taken.add(date);
      added.push({ date, name });
    }
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { added, removed, names };
}

// Every change of one country's year at once: they replace the year's earlier changes, and the
// reference list (GET public-holidays) follows.
const save = tenantRoute(
  'POST',
  'public-holidays',
  async ({ db, request }) => {
    const body = await readBody(request);
    const { country, year } = countryAndYear(body);
    const generated = generatedHolidays(year, HOLIDAY_RULES_BY_COUNTRY[country] ?? []);
    const { added, removed, names } = checkedChanges(body, year, generated);
    const inYear = { country, date: (date: string) => date.startsWith(`${year}-`) };
    db.holidayChanges.deleteMany((q) => q.where(inYear));
    for (const day of added) await db.holidayChanges.create({ country, ...day, change: 'added' });
    for (const date of new Set(removed)) {
      await db.holidayChanges.create({ country, date, name: names.get(date) ?? '', change: 'removed' });
    }
    db.publicHolidays.deleteMany((q) => q.where(inYear));
    for (const { date, name } of holidayYearOf(country, year, db.holidayChanges.all()).holidays) {
      await db.publicHolidays.create({ country, date, name });
    }
    return yearAnswer(db, country, year);
  },
  { permission: PERMISSIONS.settingsManage },
);

export const publicHolidayHandlers = [list, year, save];
