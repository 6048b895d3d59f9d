import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useDepartments } from '@/api/departments/departments.reference';
import { FilterBar } from '@/components/list/filter-bar';
import { countedYearOptions, type BalanceListFilters } from '@/lib/time-off-balance-list';

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
      <TextField
        select
        size="small"
        label="Department"
        value={known ? String(filters.department) : ''}
        onChange={(event) => onChange({ department: event.target.value ? Number(event.target.value) : null })}
        sx={{ width: 200 }}
      >
        <MenuItem value="">Any</MenuItem>
        {options.map((department) => (
          <MenuItem key={department.id} value={String(department.id)}>
            {department.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label="Balance on"
        value={filters.balanceOn ?? ''}
        onChange={(event) => onChange({ balanceOn: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
      <TextField
        select
        size="small"
        label="Other leave in"
        value={filters.year === null ? '' : String(filters.year)}
        onChange={(event) => onChange({ year: event.target.value ? Number(event.target.value) : null })}
        sx={{ width: 150 }}
      >
        <MenuItem value="">This year ({currentYear})</MenuItem>
        {years.map((year) => (
          <MenuItem key={year} value={String(year)}>
            {year}
          </MenuItem>
        ))}
      </TextField>
    </FilterBar>
  );
}
