import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTimeOffCalendar, timeOffCalendarQuery } from '@/api/time-offs/time-off-calendar.queries';
import type {
  CalendarHoliday,
  CalendarRow,
  TimeOffCalendarFilters,
  TimeOffCalendarPage,
} from '@/api/time-offs/time-off-calendar.schemas';

type PageResult = {
  data: TimeOffCalendarPage | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

const combinePages = (results: PageResult[]) => ({
  pages: results.map((result) => result.data),
  isPending: results.some((result) => result.isPending),
  failed: results.filter((result) => result.isError),
});

// Everyone the filters match for the period: the first page says how many pages there are, the rest
// (100 people each) are asked for together.
export function useCalendarPeople(from: string, to: string, filters: TimeOffCalendarFilters) {
  const first = useTimeOffCalendar({ from, to, filters, page: 1 });
  const lastPage = first.data?.data.last_page ?? 1;
  const rest = useQueries({
    queries: Array.from({ length: Math.max(0, lastPage - 1) }, (_, index) =>
      timeOffCalendarQuery({ from, to, filters, page: index + 2 }, first.isSuccess),
    ),
    combine: combinePages,
  });

  const { rows, holidays } = useMemo(() => {
    const pages = [first.data, ...rest.pages].filter(
      (page): page is TimeOffCalendarPage => page !== undefined,
    );
    const seen = new Set<string>();
    const allHolidays: CalendarHoliday[] = [];
    for (const holiday of pages.flatMap((page) => page.holidays)) {
      const key = `${holiday.date}|${holiday.country}`;
      if (seen.has(key)) continue;
      seen.add(key);
      allHolidays.push(holiday);
    }
    const people = new Map<number, CalendarRow>();
    for (const row of pages.flatMap((page) => page.data.data)) people.set(row.user.id, row);
    return { rows: [...people.values()], holidays: allHolidays };
  }, [first.data, rest.pages]);

  return {
    rows,
    holidays,
    total: first.data?.data.total ?? 0,
    isPending: first.isPending || rest.isPending,
    isError: first.isError || rest.failed.length > 0,
    retry: () => {
      if (first.isError) void first.refetch();
      for (const page of rest.failed) void page.refetch();
    },
  };
}
