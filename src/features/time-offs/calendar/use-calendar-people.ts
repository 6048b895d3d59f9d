import { useCallback, useMemo } from 'react';
import { timeOffCalendarQuery } from '@/api/time-offs/time-off-calendar.queries';
import type { CalendarRow, TimeOffCalendarFilters } from '@/api/time-offs/time-off-calendar.schemas';
import { distinctHolidays, useAllPages } from '@/api/use-all-pages';

// Everyone the filters match for the period (every page of 100 people), with the holidays once each.
export function useCalendarPeople(from: string, to: string, filters: TimeOffCalendarFilters) {
  const pageQuery = useCallback(
    (page: number, enabled: boolean) => timeOffCalendarQuery({ from, to, filters, page }, enabled),
    [from, to, filters],
  );
  const { pages, ...state } = useAllPages(pageQuery);

  const { rows, holidays } = useMemo(() => {
    const people = new Map<number, CalendarRow>();
    for (const row of pages.flatMap((page) => page.data.data)) people.set(row.user.id, row);
    return { rows: [...people.values()], holidays: distinctHolidays(pages.map((page) => page.holidays)) };
  }, [pages]);

  return { rows, holidays, ...state };
}
