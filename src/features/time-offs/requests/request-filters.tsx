import { TIME_OFF_STATUSES, TIME_OFF_TYPES } from '@/api/time-offs/time-off.schemas';
import { useDepartments } from '@/api/departments/departments.reference';
import { useProjectManagers } from '@/api/project-managers/project-managers.reference';
import { FilterBar } from '@/components/list/filter-bar';
import { timeOffStatusLabel, timeOffTypeLabel } from '@/lib/time-off-labels';
import type { TimeOffListFilters } from '@/features/time-offs/requests/request-list-url';
import { FilterSelect } from '@/components/list/filter-select';
import { DayFilter } from '@/components/list/day-filter';
import { MoreFilters } from '@/components/list/more-filters';
import { PersonFilter } from './person-filter';

const STATUS_OPTIONS = TIME_OFF_STATUSES.map((code) => ({ value: code, label: timeOffStatusLabel(code) }));
const TYPE_OPTIONS = TIME_OFF_TYPES.map((code) => ({ value: code, label: timeOffTypeLabel(code) }));

export type RequestFiltersProps = {
  filters: TimeOffListFilters;
  searchText: string;
  activeCount: number;
  // People and departments are filters for those who see others' requests.
  seesOthers: boolean;
  onSearchInput: (text: string) => void;
  onChange: (patch: Partial<TimeOffListFilters>) => void;
  onClear: () => void;
};

// The requests' filters: search, status, type, person, department and project manager (people booked
// on their projects then), and, behind More filters, dates (a request counts when any of its days falls
// between them).
export function RequestFilters({
  filters,
  searchText,
  activeCount,
  seesOthers,
  onSearchInput,
  onChange,
  onClear,
}: RequestFiltersProps) {
  const { data: departments } = useDepartments();
  const departmentOptions = (departments ?? []).map((department) => ({
    value: String(department.id),
    label: department.name,
  }));
  const managers = useProjectManagers();
  const managerOptions = (managers.data ?? []).map((manager) => ({
    value: String(manager.id),
    label: manager.name,
  }));
  return (
    <FilterBar
      label="Filter time-off requests"
      search={{ value: searchText, onChange: onSearchInput, placeholder: 'Name or note' }}
      activeCount={activeCount}
      onClear={onClear}
    >
      <FilterSelect
        multiple
        label="Status"
        options={STATUS_OPTIONS}
        values={filters.status}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        multiple
        label="Type"
        options={TYPE_OPTIONS}
        values={filters.type}
        onChange={(type) => onChange({ type })}
      />
      {seesOthers ? (
        <>
          <PersonFilter values={filters.person} onChange={(person) => onChange({ person })} />
          <FilterSelect
            multiple
            label="Department"
            options={departmentOptions}
            values={filters.department.map(String)}
            onChange={(values) => onChange({ department: values.map(Number) })}
          />
          <FilterSelect
            multiple
            label="Project manager"
            options={managerOptions}
            values={filters.pm.map(String)}
            onChange={(values) => onChange({ pm: values.map(Number) })}
          />
        </>
      ) : null}
      <MoreFilters set={filters.from !== null || filters.to !== null}>
        <DayFilter label="Off from" value={filters.from} onChange={(from) => onChange({ from })} />
        <DayFilter label="Off until" value={filters.to} onChange={(to) => onChange({ to })} />
      </MoreFilters>
    </FilterBar>
  );
}
