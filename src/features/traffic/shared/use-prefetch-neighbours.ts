import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { trafficPageQuery } from '@/api/traffic/traffic.queries';
import type { TrafficFilters } from '@/api/traffic/traffic-list.query';
import { periodOf, stepPeriod, type PlannerZoom } from '@/lib/planner-grid';

// Once the period shown has come, the first page of the periods before and after it is asked for, so
// Previous and Next draw at once (the other pages follow when the period is opened).
export function usePrefetchNeighbours(
  span: PlannerZoom,
  from: string,
  filters: TrafficFilters,
  ready: boolean,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!ready) return;
    for (const step of [1, -1]) {
      const period = periodOf(span, stepPeriod(span, from, step));
      void queryClient.prefetchQuery(trafficPageQuery({ ...period, filters, page: 1 }));
    }
  }, [queryClient, span, from, filters, ready]);
}
