import { sessionScope } from '../session';
import type { HolidayYearParams } from './public-holidays.api';

export const publicHolidayKeys = {
  all: () => [...sessionScope(), 'public-holidays'] as const,
  years: () => [...publicHolidayKeys.all(), 'year'] as const,
  year: ({ year, country }: HolidayYearParams) => [...publicHolidayKeys.years(), { year, country }] as const,
};
