import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PeriodGranularityToggle } from '@/components/finance/period-granularity-toggle';
import { YearStepper } from '@/components/finance/year-stepper';
import { CompactSelect } from '@/components/form/compact-select';
import type { SelectOption } from '@/components/form/select-field';
import { FilterBar } from '@/components/list/filter-bar';
import { MONTH_OPTIONS, type MonthOption } from '@/lib/quarters';
import {
  NATIVE_CURRENCY,
  REPORT_COLUMNS,
  reportYearOptions,
  shownColumns,
  type ReportColumn,
  type ReportFilters,
} from '../report-params';

// The report's controls, every one written to the URL: year, months or quarters (or one month, or the
// whole year), each currency on its own or converted into one, grouping, search, the figures shown.
export function ReportControls({
  filters,
  searchText,
  onSearchInput,
  onChange,
  onClear,
  activeCount,
  groups,
  currencies,
  labels,
  thisYear,
}: {
  filters: ReportFilters;
  searchText: string;
  onSearchInput: (text: string) => void;
  onChange: (patch: Partial<ReportFilters>) => void;
  onClear: () => void;
  activeCount: number;
  groups: readonly SelectOption[];
  currencies: readonly string[];
  labels: { forecast: string; actual: string };
  thisYear: number;
}) {
  const { year, view, month } = filters;
  const cols = shownColumns(filters.cols);
  const columnNames: Record<ReportColumn, string> = {
    f: labels.forecast,
    a: labels.actual,
    d: 'Δ Difference',
  };
  const currencyOptions: SelectOption[] = [
    { value: NATIVE_CURRENCY, label: 'Each in its own currency' },
    ...currencies.map((code) => ({ value: code, label: `Converted to ${code} (≈)` })),
  ];
  // Another year, grouping or period makes another row set: the selection goes with it.
  return (
    <FilterBar
      label="Report view"
      search={{ value: searchText, onChange: onSearchInput, placeholder: 'Search by name' }}
      activeCount={activeCount}
      onClear={onClear}
    >
      <YearStepper
        year={year}
        options={reportYearOptions(year, thisYear)}
        onChange={(next) => onChange({ year: next, sel: null })}
      />
      <PeriodGranularityToggle value={view} onChange={(next) => onChange({ view: next })} />
      {view === 'month' ? (
        <CompactSelect
          label="Month"
          value={month}
          onChange={(value) => onChange({ month: value as MonthOption })}
          options={MONTH_OPTIONS.map((option) => ({ value: option, label: option }))}
        />
      ) : null}
      <CompactSelect
        label="Currency"
        value={currencyOptions.some((option) => option.value === filters.cur) ? filters.cur : NATIVE_CURRENCY}
        onChange={(value) => onChange({ cur: value })}
        options={currencyOptions}
      />
      {groups.length > 1 ? (
        <CompactSelect
          label="Rows"
          value={filters.group}
          onChange={(value) => onChange({ group: value, sel: null })}
          options={groups}
        />
      ) : null}
      <ToggleButtonGroup
        size="small"
        value={[...cols]}
        aria-label="Figures shown"
        onChange={(_event, next: ReportColumn[]) => {
          // At least one figure stays; all three is the default, left out of the URL.
          if (next.length > 0) onChange({ cols: REPORT_COLUMNS.filter((column) => next.includes(column)) });
        }}
      >
        {REPORT_COLUMNS.map((column) => (
          <ToggleButton key={column} value={column}>
            {columnNames[column]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </FilterBar>
  );
}
