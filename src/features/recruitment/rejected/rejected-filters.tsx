import { useMinimalUsers } from '@/api/minimal-users/minimal-users.api';
import { usePositions } from '@/api/positions/positions.reference';
import { useRejectionReasons } from '@/api/recruitment/recruitment.queries';
import type { SelectOption } from '@/components/form/select-field';
import { DayFilter } from '@/components/list/day-filter';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterSelect } from '@/components/list/filter-select';
import { CANDIDATE_SOURCES } from '@/lib/recruitment-stages';
import { RECRUITMENT_FILTER_WIDTH } from '../shared/filter-widths';
import type {
  RejectedListFilters,
  RejectionPeriod,
} from '@/features/recruitment/rejected/rejected-candidate-url';

export type RejectedFiltersProps = {
  filters: RejectedListFilters;
  // The period shown (the default's days when the link names none).
  period: RejectionPeriod;
  stageOptions: SelectOption[];
  // As typed, not yet in the URL.
  searchText: string;
  activeCount: number;
  onSearchInput: (text: string) => void;
  onChange: (patch: Partial<RejectedListFilters>) => void;
  onClear: () => void;
};

const SOURCE_OPTIONS = CANDIDATE_SOURCES.map((source) => ({ value: source, label: source }));
const ids = (values: readonly number[]) => values.map(String);
const numbers = (values: string[]) => values.map(Number);
const named = (items: readonly { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

// The rejected list's filters: the period (also the breakdown's), then who, why, where and how found.
export function RejectedFilters({
  filters,
  period,
  stageOptions,
  searchText,
  activeCount,
  onSearchInput,
  onChange,
  onClear,
}: RejectedFiltersProps) {
  const reasons = useRejectionReasons();
  const positions = usePositions();
  const staff = useMinimalUsers();
  return (
    <FilterBar
      label="Filter rejected candidates"
      search={{ value: searchText, onChange: onSearchInput, placeholder: 'Name or e-mail' }}
      activeCount={activeCount}
      onClear={onClear}
    >
      <DayFilter label="Rejected from" value={period.from} onChange={(from) => onChange({ from })} />
      <DayFilter label="Rejected to" value={period.to} onChange={(to) => onChange({ to })} />
      <FilterSelect
        label="Reason"
        width={RECRUITMENT_FILTER_WIDTH.reason}
        multiple
        options={named(reasons.data)}
        values={ids(filters.reason)}
        onChange={(values) => onChange({ reason: numbers(values) })}
      />
      <FilterSelect
        label="Stage at rejection"
        width={RECRUITMENT_FILTER_WIDTH.stage}
        multiple
        options={stageOptions}
        values={filters.stage}
        onChange={(stage) => onChange({ stage })}
      />
      <FilterSelect
        label="Position"
        width={RECRUITMENT_FILTER_WIDTH.position}
        options={named(positions.data)}
        values={ids(filters.position)}
        onChange={(values) => onChange({ position: numbers(values) })}
      />
      <FilterSelect
        label="Rejected by"
        width={RECRUITMENT_FILTER_WIDTH.person}
        options={named(staff.data)}
        values={ids(filters.rejectedBy)}
        onChange={(values) => onChange({ rejectedBy: numbers(values) })}
      />
      <FilterSelect
        label="Source"
        multiple
        options={SOURCE_OPTIONS}
        values={filters.source}
        onChange={(source) => onChange({ source })}
      />
    </FilterBar>
  );
}
