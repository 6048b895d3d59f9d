import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useRouter } from 'next/router';
import dynamic from 'next/dynamic';
import { useCallback, useMemo, useState } from 'react';
import { useCurrencies } from '@/api/application-configs/application-configs.reference';
import { useCan } from '@/api/use-can';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { calendarDay } from '@/lib/calendar-day';
import { hrefWithQuery } from '@/lib/href-with-query';
import type { UrlQuery } from '@/lib/list-params';
import { PERMISSIONS } from '@/lib/permissions';
import { trafficPeriods, type TrafficPeriod } from '@/lib/traffic-periods';
import { TrafficHeader } from '../shared/traffic-header';
import { tablePeriod, trafficFiltersOf } from '../shared/traffic-params';
import { TRAFFIC_VIEW_PATHS } from '../shared/traffic-views';
import { useTrafficParams } from '../shared/use-traffic-params';
import { usePrefetchNeighbours } from '../shared/use-prefetch-neighbours';
import { useTrafficPeople } from '../shared/use-traffic-people';
import { PERIOD_WIDTH } from './table-columns';
import { TableGrid } from './table-grid';
import { tableModelOf } from './table-model';
import { TableToolbar } from './table-toolbar';
import { TableViewControls } from './table-view-controls';
import { TrafficExportButton } from './traffic-export-button';
import { useForecast } from './use-forecast';
import { useShownLoads } from './use-shown-loads';
import { useTableEdits } from './use-table-edits';

// Opens on demand: most visits only look.
const AddAllocationDialog = dynamic(
  () => import('./add-allocation-dialog').then((m) => m.AddAllocationDialog),
  { ssr: false },
);

export const NO_PEOPLE_TITLE = 'No people match';
export const NOBODY_BOOKED_TITLE = 'Nobody is booked in this period';
export const READ_ONLY_NOTE = 'Read only: you can see the plan, but not change allocations.';

// People × months or weeks: how loaded each one is, who is free, each project's time per period
// (editable), group totals and the forecast revenue per currency.
export function TrafficTableView() {
  const list = useTrafficParams();
  const router = useRouter();
  const can = useCan();
  const canEdit = can(PERMISSIONS.projectUpdate);
  const { filters } = list;
  const period = tablePeriod(filters, calendarDay(new Date()));
  const apiFilters = useMemo(() => trafficFiltersOf(filters), [filters]);
  const people = useTrafficPeople(period.from, period.to, apiFilters);
  usePrefetchNeighbours(filters.span, period.from, apiFilters, !people.isPending && !people.isError);
  const periods = useMemo(
    () => trafficPeriods(period.from, period.to, filters.granularity),
    [period.from, period.to, filters.granularity],
  );
  const { history, errors, edit, undo, redo } = useTableEdits(people.rows, periods);
  const loads = useShownLoads(
    people.rows,
    history.shown,
    people.loads,
    people.holidays,
    period.from,
    period.to,
  );
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const model = useMemo(
    () =>
      tableModelOf({
        rows: history.shown,
        loads,
        periods,
        group: filters.group,
        withTentative: filters.tentative,
        expanded,
      }),
    [history.shown, loads, periods, filters.group, filters.tentative, expanded],
  );
  const { currencies } = useCurrencies();
  const forecast = useForecast(period.from, period.to, apiFilters, filters.granularity, periods, currencies);
  const [adding, setAdding] = useState(false);

  const toggle = useCallback((userId: number) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(userId)) next.delete(userId);
      else next.add(userId);
      return next;
    });
  }, []);
  const openTimeline = (target: TrafficPeriod) =>
    void router.push(
      hrefWithQuery(TRAFFIC_VIEW_PATHS.timeline, {
        ...(router.query as UrlQuery),
        zoom: 'month',
        from: target.from,
      }),
    );

  const nobodyBooked = people.rows.every((row) => row.allocations.length === 0);

  let body;
  if (people.isPending) body = <LoadingState label="Loading the table" rows={10} />;
  else if (people.isError && people.rows.length === 0)
    body = <ErrorState message="The table could not be loaded." onRetry={people.retry} />;
  else if (people.rows.length === 0)
    body = (
      <EmptyState
        title={NO_PEOPLE_TITLE}
        description="Nobody matches these filters in this period."
        action={
          list.activeFilterCount > 0 ? (
            <Button variant="outlined" onClick={list.clearFilters}>
              Clear filters
            </Button>
          ) : undefined
        }
      />
    );
  else
    body = (
      <>
        {people.isError ? (
          <ErrorState message="Some people could not be loaded." onRetry={people.retry} />
        ) : null}
        {nobodyBooked ? (
          <EmptyState
            title={NOBODY_BOOKED_TITLE}
            action={
              canEdit ? (
                <Button variant="outlined" onClick={() => setAdding(true)}>
                  Add allocation
                </Button>
              ) : undefined
            }
          />
        ) : null}
        {canEdit ? (
          <TableToolbar
            undoLabel={history.undoLabel}
            redoLabel={history.redoLabel}
            saving={history.saving}
            onUndo={() => void undo()}
            onRedo={() => void redo()}
          />
        ) : null}
        <TableGrid
          label="Traffic table"
          model={model}
          periods={periods}
          periodWidth={PERIOD_WIDTH[filters.granularity]}
          showPending={filters.pending}
          canEdit={canEdit}
          errors={errors}
          footer={{ totals: model.totals, ...forecast }}
          onToggle={toggle}
          onEdit={(change) => void edit(change)}
          onUndo={() => void undo()}
          onRedo={() => void redo()}
          onOpenTimeline={openTimeline}
        />
      </>
    );

  return (
    <>
      <TrafficHeader
        view="table"
        list={list}
        actions={
          <>
            <TrafficExportButton
              from={period.from}
              to={period.to}
              filters={apiFilters}
              granularity={filters.granularity}
            />
            {canEdit ? (
              <Button variant="contained" onClick={() => setAdding(true)}>
                Add allocation
              </Button>
            ) : null}
          </>
        }
        viewControls={
          <TableViewControls
            span={filters.span}
            granularity={filters.granularity}
            onChange={list.setFilters}
          />
        }
      />
      {canEdit ? null : (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {READ_ONLY_NOTE}
        </Alert>
      )}
      {body}
      {adding ? (
        <AddAllocationDialog
          people={people.rows}
          period={period}
          onClose={() => setAdding(false)}
          onSave={(batch, label) => history.apply(batch, label)}
        />
      ) : null}
    </>
  );
}
