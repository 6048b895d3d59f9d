import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trafficPageQuery, useTrafficPage } from '@/api/traffic/traffic.queries';
import type { TrafficFilters, TrafficHoliday, TrafficPage, TrafficRow } from '@/api/traffic/traffic.schemas';
import { trafficLoadsOf, type TrafficLoads } from './traffic-loads';

type PageResult = {
  data: TrafficPage | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

const combinePages = (results: PageResult[]) => ({
  pages: results.map((result) => result.data),
  isPending: results.some((result) => result.isPending),
  failed: results.filter((result) => result.isError),
});

// Everyone the filters select for from..to, with their day-by-day load worked out once per answer: the
// first page says how many pages there are, the rest (100 people each) are asked for together.
export function useTrafficPeople(from: string, to: string, filters: TrafficFilters) {
  const first = useTrafficPage({ from, to, filters, page: 1 });
  const lastPage = first.data?.data.last_page ?? 1;
  const rest = useQueries({
    queries: Array.from({ length: Math.max(0, lastPage - 1) }, (_, index) =>
      trafficPageQuery({ from, to, filters, page: index + 2 }, first.isSuccess),
    ),
    combine: combinePages,
  });

  const { rows, holidays } = useMemo(() => {
    const pages = [first.data, ...rest.pages].filter((page): page is TrafficPage => page !== undefined);
    const seen = new Set<string>();
    const allHolidays: TrafficHoliday[] = [];
    for (const holiday of pages.flatMap((page) => page.holidays)) {
      const key = `${holiday.date}|${holiday.country}`;
      if (seen.has(key)) continue;
      seen.add(key);
      allHolidays.push(holiday);
    }
    const people = new Map<number, TrafficRow>();
    for (const row of pages.flatMap((page) => page.data.data)) people.set(row.user.id, row);
    return { rows: [...people.values()], holidays: allHolidays };
  }, [first.data, rest.pages]);

  const loads: TrafficLoads = useMemo(
    () => trafficLoadsOf(rows, holidays, from, to),
    [rows, holidays, from, to],
  );

  return {
    rows,
    holidays,
    loads,
    total: first.data?.data.total ?? 0,
    isPending: first.isPending || rest.isPending,
    // A later page failing still shows the people that came.
    isError: first.isError || rest.failed.length > 0,
    retry: () => {
      if (first.isError) void first.refetch();
      for (const page of rest.failed) void page.refetch();
    },
  };
}
