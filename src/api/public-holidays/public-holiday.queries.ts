import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { publicHolidayKeys } from './public-holiday.keys';
import type { HolidayYearAnswer } from './public-holiday.schemas';
import { fetchHolidayYear, type HolidayYearParams } from './public-holidays.api';

// The screen shows a failure itself (with Retry).
export const holidayYearQuery = (params: HolidayYearParams) =>
  queryOptions({
    queryKey: publicHolidayKeys.year(params),
    queryFn: ({ signal }) => fetchHolidayYear(params, signal),
    meta: { errorContext: 'page' },
  });

export function useHolidayYear(params: HolidayYearParams, options?: QueryHookOptions<HolidayYearAnswer>) {
  return useQuery(withQueryOptions(holidayYearQuery(params), options));
}
