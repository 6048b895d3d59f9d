import { useCallback, useRef } from 'react';
import { PLANNER_ZOOMS, type PlannerZoom } from '@/lib/planner-grid';
import type { TrafficList } from '../shared/use-traffic-params';

type ZoomSetup = {
  zoom: PlannerZoom;
  // The address's day, and the period shown around it.
  from: string;
  period: { from: string; to: string };
  today: string;
  setFilters: TrafficList['setFilters'];
};

const steppedZoom = (zoom: PlannerZoom, step: number): PlannerZoom =>
  PLANNER_ZOOMS[Math.min(PLANNER_ZOOMS.length - 1, Math.max(0, PLANNER_ZOOMS.indexOf(zoom) + step))] ?? zoom;

// A zoom keeps the day the cursor is on: the new period is the one holding it, and the address's
// day is where the cursor starts.
export function useTimelineZoom({ zoom, from, period, today, setFilters }: ZoomSetup) {
  const inPeriod = (date: string) => date >= period.from && date <= period.to;
  const initialDate = inPeriod(from) ? from : inPeriod(today) ? today : period.from;
  const cursorDate = useRef(initialDate);
  const onCursorChange = useCallback((date: string) => {
    cursorDate.current = date;
  }, []);
  const onZoom = useCallback(
    (next: PlannerZoom) => setFilters({ zoom: next, from: cursorDate.current }),
    [setFilters],
  );
  const onZoomStep = useCallback((step: number) => onZoom(steppedZoom(zoom, step)), [onZoom, zoom]);
  return { initialDate, onCursorChange, onZoom, onZoomStep };
}
