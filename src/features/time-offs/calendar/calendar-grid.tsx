import { useCallback, useMemo } from 'react';
import type { CalendarHoliday, CalendarRow } from '@/api/time-offs/time-off-calendar.schemas';
import { PlannerGrid } from '@/components/planner-grid/planner-grid';
import type { PlannerGroup, PlannerRow, PlannerSummary } from '@/components/planner-grid/planner-grid-types';
import { withLanes } from '@/lib/bar-lanes';
import { dayCount } from '@/lib/planner-grid';
import { calendarCoverage, describeCalendarDay, leaveBarsOf, type LeaveBar } from './calendar-bars';
import { aboveCoverageLimit, type CalendarZoom, type CoverageLimit } from './calendar-params';
import { useUrlState } from '@/components/url/use-url-state';
import { requestUrl } from '../request/request-url';

const NO_DEPARTMENT = 'none';

type Props = {
  people: readonly CalendarRow[];
  holidays: readonly CalendarHoliday[];
  from: string;
  to: string;
  zoom: CalendarZoom;
  limit: CoverageLimit;
  onZoomStep: (step: number) => void;
};

// The team's leave on the planner grid, grouped by department, with the coverage row on top. The call
// sends rejected requests only when they are asked for.
export function CalendarGrid({ people, holidays, from, to, zoom, limit, onZoomStep }: Props) {
  const [, setRequest] = useUrlState(requestUrl);
  const count = dayCount(from, to);

  const byId = useMemo(() => new Map(people.map((person) => [String(person.user.id), person])), [people]);
  const rows: PlannerRow<LeaveBar>[] = useMemo(
    () =>
      people.map(({ user, time_offs }) => ({
        id: String(user.id),
        label: user.name,
        subLabel: user.department?.name,
        country: user.country,
        groupId: user.department ? String(user.department.id) : NO_DEPARTMENT,
        // Requests that share a day (one pending beside an approved one) stack, never cover each other.
        bars: withLanes(time_offs.flatMap(leaveBarsOf), from, count),
      })),
    [people, from, count],
  );
  const groups: PlannerGroup[] = useMemo(() => {
    const departments = new Map<string, string>();
    for (const { user } of people)
      if (user.department) departments.set(String(user.department.id), user.department.name);
    return [
      ...[...departments].sort((a, b) => a[1].localeCompare(b[1])).map(([id, label]) => ({ id, label })),
      { id: NO_DEPARTMENT, label: 'No department' },
    ];
  }, [people]);

  const coverage = useMemo(() => calendarCoverage(people, from, count), [people, from, count]);
  const summary: PlannerSummary = useMemo(
    () => ({
      label: 'Absent',
      cell: (day) => {
        const absent = coverage.absent[day] ?? 0;
        const pending = coverage.pending[day] ?? 0;
        const more = pending > 0 ? `, ${pending} more pending` : '';
        const alert = aboveCoverageLimit(absent, coverage.total, limit);
        return {
          text: `${absent}/${coverage.total}`,
          label: `${absent} of ${coverage.total} absent${more}${alert ? `, over the ${limit} % warning` : ''}`,
          level: coverage.total > 0 ? absent / coverage.total : 0,
          alert,
        };
      },
    }),
    [coverage, limit],
  );

  const holidaysByCountry = useMemo(() => {
    const map = new Map<string, CalendarHoliday[]>();
    for (const holiday of holidays) map.set(holiday.country, [...(map.get(holiday.country) ?? []), holiday]);
    return map;
  }, [holidays]);
  const describeCell = useCallback(
    (row: PlannerRow<LeaveBar>, date: string) =>
      describeCalendarDay(
        row.label,
        date,
        byId.get(row.id)?.time_offs ?? [],
        row.country ? (holidaysByCountry.get(row.country) ?? []) : [],
      ),
    [byId, holidaysByCountry],
  );

  // The request dialogs' own addresses (a new request on that day for that person, or the request).
  const onActivate = useCallback(
    (row: PlannerRow<LeaveBar>, date: string) =>
      setRequest({ kind: 'new', start: date, userId: Number(row.id) }, 'push'),
    [setRequest],
  );
  // A colleague's private leave does not open: its request is not the caller's to see.
  const onBarActivate = useCallback(
    (bar: LeaveBar) => {
      if (bar.opens) setRequest({ kind: 'open', id: bar.timeOffId, editing: false }, 'push');
    },
    [setRequest],
  );

  return (
    <PlannerGrid<LeaveBar>
      label="Team calendar"
      from={from}
      to={to}
      zoom={zoom}
      rows={rows}
      groups={groups}
      holidays={holidays}
      summary={summary}
      describeCell={describeCell}
      onActivate={onActivate}
      onBarActivate={onBarActivate}
      onZoomStep={onZoomStep}
      tabThroughBars
    />
  );
}
