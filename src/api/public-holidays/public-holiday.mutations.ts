import { useQueryClient } from '@tanstack/react-query';
import { withCountryYear } from '@/lib/holiday-calendar';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';
import { publicHolidayKeys } from './public-holiday.keys';
import type { CountryHolidays, HolidayYearAnswer, HolidayYearChanges } from './public-holiday.schemas';
import { publicHolidaysList } from './public-holidays.reference';
import { saveHolidayYear } from './public-holidays.api';

// The answer is the year as stored: it replaces the year's query and that year of the country in the
// reference list (other screens count working days from it), so nothing is refetched. 422 goes to the
// screen (`form`).
export function useSaveHolidayYear(options?: MutationHookOptions<HolidayYearAnswer, HolidayYearChanges>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: saveHolidayYear,
      onSuccess: (saved) => {
        queryClient.setQueryData(publicHolidayKeys.year({ year: saved.year, country: saved.country }), saved);
        queryClient.setQueryData<CountryHolidays[]>(publicHolidaysList.queryKey(), (list) =>
          list ? withCountryYear(list, saved.country, saved.year, saved.holidays) : list,
        );
      },
      meta: { errorContext: 'form' },
    },
    options,
  );
}
