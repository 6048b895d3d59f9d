import { useCallback, useMemo } from 'react';
import { trafficPageQuery } from '@/api/traffic/traffic.queries';
import type { TrafficFilters } from '@/api/traffic/traffic-list.query';
import type { TrafficRow } from '@/api/traffic/traffic.schemas';
import { distinctHolidays, useAllPages } from '@/api/use-all-pages';
import { trafficLoadsOf, type TrafficLoads } from './traffic-loads';

// Everyone the filters select for from..to (every page of 100), with their day-by-day load worked
// out once per answer.
export function useTrafficPeople(from: string, to: string, filters: TrafficFilters) {
  const pageQuery = useCallback(
    (page: number, enabled: boolean) => trafficPageQuery({ from, to, filters, page }, enabled),
    [from, to, filters],
  );
  const { pages, ...state } = useAllPages(pageQuery);

  const { rows, holidays } = useMemo(() => {
    const people = new Map<number, TrafficRow>();
    for (const row of pages.flatMap((page) => page.data.data)) people.set(row.user.id, row);
    return { rows: [...people.values()], holidays: distinctHolidays(pages.map((page) => page.holidays)) };
  }, [pages]);

  const loads: TrafficLoads = useMemo(
    () => trafficLoadsOf(rows, holidays, from, to),
    [rows, holidays, from, to],
  );

  return { rows, holidays, loads, ...state };
}
