import { addDays, getDay } from 'date-fns';
import type { GeneratedHoliday } from './holidays';
import { countWorkingDays, toDateKey } from './working-days';

// A country's public holidays for one year as a company keeps them: the days the law's rules give
// (fixed dates, days counted from Orthodox Easter), less the ones the company removed, plus its own.

export type HolidaySource = 'fixed' | 'easter' | 'added';
export type CalendarHoliday = { date: string; name: string; source: HolidaySource };
export type RemovedHoliday = { date: string; name: string; source: 'fixed' | 'easter' };
// The year as the calendar shows it: the days off, and the generated days the company took out.
export type HolidayYear = { holidays: CalendarHoliday[]; removed: RemovedHoliday[] };
export type NewHoliday = { date: string; name: string };
// What the company changed: the days it added, and the generated days (by date) it removed.
export type HolidayChanges = { added: NewHoliday[]; removed: string[] };

const byDateThenName = (a: NewHoliday, b: NewHoliday): number =>
  a.date === b.date ? a.name.localeCompare(b.name) : a.date < b.date ? -1 : 1;

const sortedByDate = <T extends NewHoliday>(days: readonly T[]): T[] => [...days].sort(byDateThenName);

// The rules' days with the company's changes. A removed date takes every generated day on it.
export function applyHolidayChanges(
  generated: readonly GeneratedHoliday[],
  changes: HolidayChanges,
): HolidayYear {
  const removed = new Set(changes.removed);
  const kept = generated.filter((day) => !removed.has(day.date));
  return {
    holidays: sortedByDate([
      ...kept.map(({ date, name, rule }) => ({ date, name, source: rule })),
      ...changes.added.map(({ date, name }) => ({ date, name, source: 'added' as const })),
    ]),
    removed: sortedByDate(
      generated
        .filter((day) => removed.has(day.date))
        .map(({ date, name, rule }) => ({ date, name, source: rule })),
    ),
  };
}

// The changes a year holds, in a stable order (what is sent when it is saved).
export function changesOf(year: HolidayYear): HolidayChanges {
  return {
    added: sortedByDate(
      year.holidays.filter((day) => day.source === 'added').map(({ date, name }) => ({ date, name })),
    ),
    removed: [...new Set(year.removed.map((day) => day.date))].sort(),
  };
}

export function sameChanges(a: HolidayYear, b: HolidayYear): boolean {
  return JSON.stringify(changesOf(a)) === JSON.stringify(changesOf(b));
}

// Why a day cannot be added to the year, or null: it must lie in the year and not be a day off
// already. A generated day the company removed may be added back under a name of its own.
export function newHolidayProblem(year: number, current: HolidayYear, date: string): string | null {
  if (!date.startsWith(`${year}-`)) return `Pick a day in ${year}`;
  const taken = current.holidays.find((day) => day.date === date);
  return taken ? `Already a holiday: ${taken.name}` : null;
}

export function withHolidayAdded(current: HolidayYear, day: NewHoliday): HolidayYear {
  return {
    ...current,
    holidays: sortedByDate([...current.holidays, { date: day.date, name: day.name.trim(), source: 'added' }]),
  };
}

// A generated day (every generated holiday on that date) becomes a working day.
export function withHolidayRemoved(current: HolidayYear, date: string): HolidayYear {
  const taken: RemovedHoliday[] = [];
  const holidays = current.holidays.filter((day) => {
    if (day.date !== date || day.source === 'added') return true;
    taken.push({ date: day.date, name: day.name, source: day.source });
    return false;
  });
  return { holidays, removed: sortedByDate([...current.removed, ...taken]) };
}

// A removed day comes back as the rules give it; a day the company added on that date gives way.
export function withHolidayRestored(current: HolidayYear, date: string): HolidayYear {
  const back = current.removed.filter((day) => day.date === date);
  return {
    holidays: sortedByDate([
      ...current.holidays.filter((day) => !(day.date === date && day.source === 'added')),
      ...back,
    ]),
    removed: current.removed.filter((day) => day.date !== date),
  };
}

export function withAddedHolidayDeleted(current: HolidayYear, date: string): HolidayYear {
  return {
    ...current,
    holidays: current.holidays.filter((day) => !(day.date === date && day.source === 'added')),
  };
}

// Working days of each month (January first): weekdays that are not holidays.
export function workingDaysByMonth(year: number, holidayDates: Iterable<string>): number[] {
  const holidays = new Set(holidayDates);
  return Array.from({ length: 12 }, (_, month) =>
    countWorkingDays(new Date(year, month, 1), new Date(year, month + 1, 0), holidays),
  );
}

// A month as a calendar shows it: weeks from Monday to Sunday, each day as yyyy-MM-dd, null for the
// places before the first and after the last day. month is 1-12.
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const first = new Date(year, month - 1, 1, 12);
  // getDay: Sunday 0; Monday-first places: Monday 0 … Sunday 6.
  const lead = (getDay(first) + 6) % 7;
  const days = new Date(year, month, 0).getDate();
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, index) => toDateKey(addDays(first, index))),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

// The reference list of every country's holidays (GET public-holidays?country=all) with one country's
// year replaced by the days given; other years and countries are left as they were.
export type CountryHolidayList = { country: string; holidays: NewHoliday[] };

export function withCountryYear(
  list: readonly CountryHolidayList[],
  country: string,
  year: number,
  holidays: readonly NewHoliday[],
): CountryHolidayList[] {
  const days = holidays.map(({ date, name }) => ({ date, name }));
  const replaced = (entry: CountryHolidayList): CountryHolidayList => ({
    country: entry.country,
    holidays: sortedByDate([...entry.holidays.filter((day) => !day.date.startsWith(`${year}-`)), ...days]),
  });
  return list.some((entry) => entry.country === country)
    ? list.map((entry) => (entry.country === country ? replaced(entry) : entry))
    : [...list, { country, holidays: sortedByDate(days) }];
}
