import { useDepartments } from '@/api/departments/departments.reference';
import { CompactSelect } from '@/components/form/compact-select';
import { DayFilter } from '@/components/list/day-filter';
import { FilterBar } from '@/components/list/filter-bar';
import { countedYearOptions, type BalanceListFilters } from '@/features/time-offs/balances/balance-list-url';

type Props = {
  filters: BalanceListFilters;
  // As typed, not yet in the URL.
  searchText: string;
  activeCount: number;
  onSearchInput: (text: string) => void;
  onChange: (patch: Partial<BalanceListFilters>) => void;
  onClear: () => void;
  // The year the API counts in when none is chosen (the first answer's), offered as "This year".
  currentYear: number;
};

// Department, a name, the day the balances are read at (a later day forecasts), and the year sick,
// parental and unpaid leave are counted in.
export function BalanceFilters({
  filters,
  searchText,
  activeCount,
  onSearchInput,
  onChange,
  onClear,
  currentYear,
}: Props) {
  const departments = useDepartments();
  const options = departments.data ?? [];
  // Other years than this one, and the one in the link if it is none of them.
  const years = countedYearOptions(currentYear).filter((year) => year !== currentYear);
  if (filters.year !== null && !years.includes(filters.year)) years.push(filters.year);
  const known =
    filters.department !== null && options.some((department) => department.id === filters.department);
  return (
    <FilterBar
      label="Filter balances"
      search={{ value: searchText, onChange: onSearchInput, placeholder: 'Name' }}
      activeCount={activeCount}
      onClear={onClear}
    >
      <CompactSelect
        label="Department"
        value={known ? String(filters.department) : ''}
        onChange={(id) => onChange({ department: id ? Number(id) : null })}
        options={options.map((department) => ({ value: String(department.id), label: department.name }))}
        emptyLabel="Any"
      />
      <DayFilter
        label="Balance on"
        value={filters.balanceOn}
        onChange={(balanceOn) => onChange({ balanceOn })}
      />
      <CompactSelect
        label="Other leave in"
        value={filters.year === null ? '' : String(filters.year)}
        onChange={(year) => onChange({ year: year ? Number(year) : null })}
        options={years.map((year) => ({ value: String(year), label: String(year) }))}
        emptyLabel={`This year (${currentYear})`}
        emptyShown
      />
    </FilterBar>
  );
}
