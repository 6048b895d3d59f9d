import Tune from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState, type ReactNode } from 'react';
import { TRAFFIC_GROUPS, type TrafficGroupBy } from '@/api/traffic/traffic.schemas';
import { useDepartments } from '@/api/departments/departments.reference';
import { CompactSelect } from '@/components/form/compact-select';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterSelect } from '@/components/list/filter-select';
import { calendarDay } from '@/lib/calendar-day';
import { stepPeriod } from '@/lib/planner-grid';
import { TrafficLoadChips } from './traffic-load-chips';
import { TrafficMoreFilters } from './traffic-more-filters';
import { tablePeriod, timelinePeriod } from './traffic-params';
import { TrafficPeriodNav } from './traffic-period-nav';
import { TrafficSavedViews } from './traffic-saved-views';
import type { TrafficView } from './traffic-views';
import type { TrafficList } from './use-traffic-params';

export const TRAFFIC_GROUP_LABELS: Record<TrafficGroupBy, string> = {
  none: 'No grouping',
  department: 'Department',
  project_manager: 'Project manager',
  project: 'Project',
  position: 'Position',
};

// Set in the address: "More filters" opens by itself when a link sets one of them.
const hasMoreFilters = (filters: TrafficList['filters']) =>
  filters.position.length +
    filters.seniority.length +
    filters.project.length +
    filters.pm.length +
    filters.client.length +
    filters.skill.length +
    filters.availability.length >
  0;

// The period (previous / today / next), who is shown (filters, quick load chips, search), how they are
// grouped and what counts (tentative, pending leave), saved views; all in the address, shared by both
// views.
export function TrafficFilterBar({
  view,
  list,
  viewControls,
}: {
  view: TrafficView;
  list: TrafficList;
  viewControls?: ReactNode;
}) {
  const { filters, setFilters } = list;
  const departments = useDepartments();
  const [moreOpen, setMoreOpen] = useState(false);
  const showMore = moreOpen || hasMoreFilters(filters);
  const today = calendarDay(new Date());
  const unit = view === 'table' ? filters.span : filters.zoom;
  const period = view === 'table' ? tablePeriod(filters, today) : timelinePeriod(filters, today);

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <TrafficPeriodNav
          unit={unit}
          from={period.from}
          onStep={(step) => setFilters({ from: stepPeriod(unit, period.from, step) })}
          onToday={() => setFilters({ from: '' })}
        />
        {viewControls}
        <CompactSelect
          label="Group by"
          value={filters.group}
          options={TRAFFIC_GROUPS.map((group) => ({ value: group, label: TRAFFIC_GROUP_LABELS[group] }))}
          onChange={(group) => setFilters({ group: group as TrafficGroupBy })}
        />
        <FormControlLabel
          control={
            <Switch
              checked={filters.tentative}
              onChange={(event) => setFilters({ tentative: event.target.checked })}
            />
          }
          label="Show tentative"
        />
        <FormControlLabel
          control={
            <Switch
              checked={filters.pending}
              onChange={(event) => setFilters({ pending: event.target.checked })}
            />
          }
          label="Show pending leave"
        />
        <Box sx={{ ml: 'auto' }}>
          <TrafficSavedViews list={list} />
        </Box>
      </Box>
      <FilterBar
        label="Filter people"
        search={{ value: list.search.text, onChange: list.search.setText, placeholder: 'Name' }}
        activeCount={list.activeFilterCount}
        onClear={list.clearFilters}
      >
        <FilterSelect
          multiple
          label="Department"
          options={(departments.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
          values={filters.department.map(String)}
          onChange={(values) => setFilters({ department: values.map(Number) })}
          width={200}
        />
        <TrafficLoadChips value={filters.load} onChange={(load) => setFilters({ load })} />
        {showMore ? (
          <TrafficMoreFilters filters={filters} onChange={setFilters} />
        ) : (
          <Button startIcon={<Tune />} onClick={() => setMoreOpen(true)}>
            More filters
          </Button>
        )}
      </FilterBar>
    </>
  );
}
