import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useMemo } from 'react';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import type { TimeOffStatus } from '@/api/time-offs/time-off.schemas';
import { useListParams } from '@/components/list/use-list-params';
import { calendarDay } from '@/lib/calendar-day';
import { stepPeriod } from '@/lib/planner-grid';
import { CalendarGrid } from './calendar-grid';
import { CalendarLegend } from './calendar-legend';
import {
  CALENDAR_DEFAULTS,
  CALENDAR_VIEW_FIELDS,
  calendarParamsSchema,
  calendarPeriod,
  steppedZoom,
  type CalendarZoom,
} from './calendar-params';
import { CalendarToolbar } from './calendar-toolbar';
import { useCalendarPeople } from './use-calendar-people';

// The team calendar: people × days of a month, quarter or year; approved leave solid, pending hatched,
// rejected struck through when asked for, holidays shaded and named, and how many are absent each day
// (warning above the chosen share). Enter on a day starts a request there.
export function CalendarTab() {
  const list = useListParams(calendarParamsSchema, CALENDAR_DEFAULTS, {
    searchField: 'search',
    keep: CALENDAR_VIEW_FIELDS,
  });
  const { zoom, department, search, rejected, limit } = list.filters;
  const today = calendarDay(new Date());
  const period = calendarPeriod(zoom, list.filters.from, today);
  const filters = useMemo(
    () => ({
      ...(department === null ? {} : { department_ids: [department] }),
      ...(search ? { search } : {}),
      ...(rejected ? { statuses: ['pending', 'approved', 'rejected'] as TimeOffStatus[] } : {}),
    }),
    [department, search, rejected],
  );
  const people = useCalendarPeople(period.from, period.to, filters);
  const { setFilters } = list;

  // A new zoom shows the period around the one shown (or today, when it is inside it).
  const onZoom = useCallback(
    (next: CalendarZoom) => {
      const anchor = today >= period.from && today <= period.to ? today : period.from;
      setFilters({ zoom: next, from: calendarPeriod(next, anchor, today).from });
    },
    [setFilters, today, period.from, period.to],
  );
  const onZoomStep = useCallback((step: number) => onZoom(steppedZoom(zoom, step)), [onZoom, zoom]);

  let body;
  if (people.isPending) {
    body = <LoadingState label="Loading the calendar" rows={8} />;
  } else if (people.isError) {
    body = <ErrorState message="The calendar could not be loaded." onRetry={people.retry} />;
  } else if (people.rows.length === 0) {
    body = (
      <EmptyState
        title="No one to show"
        description="No person matches these filters."
        action={
          list.activeFilterCount > 0 ? (
            <Button variant="outlined" onClick={list.clearFilters}>
              Clear filters
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <CalendarGrid
        people={people.rows}
        holidays={people.holidays}
        from={period.from}
        to={period.to}
        zoom={zoom}
        limit={limit}
        onZoomStep={onZoomStep}
      />
    );
  }

  return (
    <Box>
      <CalendarToolbar
        zoom={zoom}
        from={period.from}
        department={department}
        search={list.search.text}
        rejected={rejected}
        limit={limit}
        activeFilterCount={list.activeFilterCount}
        onSearch={list.search.setText}
        onDepartment={(next) => setFilters({ department: next })}
        onRejected={(shown) => setFilters({ rejected: shown })}
        onLimit={(next) => setFilters({ limit: next })}
        onClear={list.clearFilters}
        onZoom={onZoom}
        onStep={(step) => setFilters({ from: stepPeriod(zoom, period.from, step) })}
        onToday={() => setFilters({ from: '' })}
      />
      <CalendarLegend
        away={people.rows.some((row) => row.time_offs.some((timeOff) => timeOff.type === null))}
        rejected={rejected}
      />
      {body}
    </Box>
  );
}
