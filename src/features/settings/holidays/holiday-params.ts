// The year and country the holidays tab shows, from its link (?tab=holidays&year=2026&country=GE).

export const DEFAULT_HOLIDAY_COUNTRY = 'GE';
const FIRST_YEAR = 1900;
const LAST_YEAR = 2099;

export type HolidayParams = { year: number; country: string };

type Query = Record<string, string | string[] | undefined>;

export function holidayParamsOf(query: Query, currentYear: number): HolidayParams {
  const { year, country } = query;
  const yearNumber = typeof year === 'string' && /^\d{4}$/.test(year) ? Number(year) : NaN;
  return {
    year: yearNumber >= FIRST_YEAR && yearNumber <= LAST_YEAR ? yearNumber : currentYear,
    country:
      typeof country === 'string' && /^[A-Za-z]{2}$/.test(country)
        ? country.toUpperCase()
        : DEFAULT_HOLIDAY_COUNTRY,
  };
}

// Last year, this year and next (a preview before it begins), and the year in the link if another.
export function yearChoices(currentYear: number, selected: number): number[] {
  return [...new Set([currentYear - 1, currentYear, currentYear + 1, selected])].sort((a, b) => a - b);
}

export function yearLabel(year: number, currentYear: number): string {
  if (year === currentYear) return `${year} (this year)`;
  if (year === currentYear + 1) return `${year} (next year)`;
  return String(year);
}

const regionNames =
  typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;

// "Georgia" for GE; the code itself where the name is not known.
export function countryName(code: string): string {
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}
