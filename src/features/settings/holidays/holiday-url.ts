import type { UrlStateCodec } from '@/components/url/use-url-state';

// The year and country the holidays tab shows, from its link (?tab=holidays&year=2026&country=GE);
// without them (or with ones that name nothing) this year and Georgia.

export const DEFAULT_HOLIDAY_COUNTRY = 'GE';
const FIRST_YEAR = 1900;
const LAST_YEAR = 2099;

export type HolidayParams = { year: number; country: string };

export const holidayUrl: UrlStateCodec<HolidayParams> = {
  read: ({ year, country }) => {
    const yearNumber = typeof year === 'string' && /^\d{4}$/.test(year) ? Number(year) : NaN;
    return {
      year: yearNumber >= FIRST_YEAR && yearNumber <= LAST_YEAR ? yearNumber : new Date().getFullYear(),
      country:
        typeof country === 'string' && /^[A-Za-z]{2}$/.test(country)
          ? country.toUpperCase()
          : DEFAULT_HOLIDAY_COUNTRY,
    };
  },
  write: ({ year, country }) => ({ year: String(year), country }),
};
