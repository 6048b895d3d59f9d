import { addDays, format } from 'date-fns';

// month is 1-12 as people write dates; offsetDays counts from Orthodox Easter Sunday; a rule with
// fromYear applies from that year on (a holiday the law added later).
export type HolidayRule =
  | { kind: 'fixed'; month: number; day: number; name: string; fromYear?: number }
  | { kind: 'easter'; offsetDays: number; name: string; fromYear?: number };

export type Holiday = { date: string; name: string };

// Orthodox Easter is computed in the Julian calendar (Meeus), then shifted to the Gregorian one.
export function orthodoxEaster(year: number): Date {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  // Julian-Gregorian gap: 13 days in 1900-2099, growing by one in most later centuries.
  const gap = Math.floor(year / 100) - Math.floor(year / 400) - 2;
  // Local midnight, so formatting as yyyy-MM-dd gives the same calendar day everywhere.
  return new Date(year, month - 1, day + gap);
}

function ruleDate(year: number, rule: HolidayRule, easter: Date): Date {
  return rule.kind === 'fixed' ? new Date(year, rule.month - 1, rule.day) : addDays(easter, rule.offsetDays);
}

// A holiday with the kind of rule that gives it: a fixed date, or a day counted from Orthodox Easter.
export type GeneratedHoliday = Holiday & { rule: HolidayRule['kind'] };

// Sorted by date; two holidays on one day are both kept (each has its own name).
export function generatedHolidays(year: number, rules: readonly HolidayRule[]): GeneratedHoliday[] {
  const easter = orthodoxEaster(year);
  return rules
    .filter((rule) => rule.fromYear === undefined || year >= rule.fromYear)
    .map((rule) => ({
      date: format(ruleDate(year, rule, easter), 'yyyy-MM-dd'),
      name: rule.name,
      rule: rule.kind,
    }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export function holidaysForYear(year: number, rules: readonly HolidayRule[]): Holiday[] {
  return generatedHolidays(year, rules).map(({ date, name }) => ({ date, name }));
}

// Public holidays of Georgia: fixed dates plus the Orthodox Easter days.
export const GEORGIAN_HOLIDAY_RULES: readonly HolidayRule[] = [
  { kind: 'fixed', month: 1, day: 1, name: "New Year's Day" },
  { kind: 'fixed', month: 1, day: 2, name: "New Year's Day" },
  { kind: 'fixed', month: 1, day: 7, name: 'Orthodox Christmas' },
  { kind: 'fixed', month: 1, day: 19, name: 'Epiphany' },
  { kind: 'fixed', month: 3, day: 3, name: "Mother's Day" },
  { kind: 'fixed', month: 3, day: 8, name: "International Women's Day" },
  { kind: 'fixed', month: 4, day: 9, name: 'Day of National Unity' },
  { kind: 'fixed', month: 5, day: 9, name: 'Victory Day' },
  { kind: 'fixed', month: 5, day: 12, name: 'Saint Andrew the First-Called Day' },
  // Added to the Labour Code by the 2024 law on family values, a public holiday from 2025.
  {
    kind: 'fixed',
    month: 5,
    day: 17,
    name: 'Day of Family Sanctity and Respect for Parents',
    fromYear: 2025,
  },
  { kind: 'fixed', month: 5, day: 26, name: 'Independence Day' },
  { kind: 'fixed', month: 8, day: 28, name: "Saint Mary's Day (Mariamoba)" },
  { kind: 'fixed', month: 10, day: 14, name: 'Svetitskhovloba' },
  { kind: 'fixed', month: 11, day: 23, name: "Saint George's Day" },
  { kind: 'easter', offsetDays: -2, name: 'Orthodox Good Friday' },
  { kind: 'easter', offsetDays: -1, name: 'Orthodox Holy Saturday' },
  { kind: 'easter', offsetDays: 0, name: 'Orthodox Easter Sunday' },
  { kind: 'easter', offsetDays: 1, name: 'Orthodox Easter Monday' },
];

// Public holidays of Serbia (Law on State and Other Holidays): fixed dates and Orthodox Easter,
// so the same rule kinds as Georgia's cover it.
export const SERBIAN_HOLIDAY_RULES: readonly HolidayRule[] = [
  { kind: 'fixed', month: 1, day: 1, name: "New Year's Day" },
  { kind: 'fixed', month: 1, day: 2, name: "New Year's Day" },
  { kind: 'fixed', month: 1, day: 7, name: 'Orthodox Christmas' },
  { kind: 'fixed', month: 2, day: 15, name: 'Statehood Day' },
  { kind: 'fixed', month: 2, day: 16, name: 'Statehood Day' },
  { kind: 'fixed', month: 5, day: 1, name: 'Labour Day' },
  { kind: 'fixed', month: 5, day: 2, name: 'Labour Day' },
  { kind: 'fixed', month: 11, day: 11, name: 'Armistice Day' },
  { kind: 'easter', offsetDays: -2, name: 'Orthodox Good Friday' },
  { kind: 'easter', offsetDays: -1, name: 'Orthodox Holy Saturday' },
  { kind: 'easter', offsetDays: 0, name: 'Orthodox Easter Sunday' },
  { kind: 'easter', offsetDays: 1, name: 'Orthodox Easter Monday' },
];

// The countries whose rules we know, by ISO 3166-1 alpha-2 code.
export const HOLIDAY_RULES_BY_COUNTRY: Readonly<Record<string, readonly HolidayRule[]>> = {
  GE: GEORGIAN_HOLIDAY_RULES,
  RS: SERBIAN_HOLIDAY_RULES,
};

// Every holiday of a country between two calendar days (yyyy-MM-dd, both included); none for a
// country whose rules we do not know (the API's public-holidays list is then the source).
export function countryHolidaysBetween(country: string, from: string, to: string): Holiday[] {
  const rules = HOLIDAY_RULES_BY_COUNTRY[country];
  if (!rules || to < from) return [];
  const years: number[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) years.push(year);
  return years
    .flatMap((year) => holidaysForYear(year, rules))
    .filter((holiday) => holiday.date >= from && holiday.date <= to);
}
