import { useDepartments } from '@/api/departments/departments.reference';
import { usePositions } from '@/api/positions/positions.reference';
import { useSeniorities } from '@/api/seniorities/seniorities.reference';
import { useSkills } from '@/api/skills/skills.reference';
import Skeleton from '@mui/material/Skeleton';
import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import type { FilterOption, OptionFilter as OptionFilterComponent } from '@/components/form/option-filter';
import { CompactSelect } from '@/components/form/compact-select';
import { mountInSlices } from '@/components/layout/mount-in-slices';
import { FilterBar } from '@/components/list/filter-bar';
import { AVAILABILITY_VALUES } from '@/lib/availability';
import {
  activeFilterCount,
  DIRECTORY_DATA_TYPE_LABELS,
  DIRECTORY_DATA_TYPES,
  NO_AVAILABILITY,
  type DirectoryCriteria,
} from '@/lib/employee-directory';

type Props = {
  // With `q` as typed, not yet in the URL.
  criteria: DirectoryCriteria;
  onChange: (patch: Partial<DirectoryCriteria>) => void;
  onSearchInput: (text: string) => void;
  onClear: () => void;
};

const AVAILABILITY_OPTIONS = [
  ...AVAILABILITY_VALUES.map((value) => ({ value, label: value })),
  { value: NO_AVAILABILITY, label: 'Not set' },
];
const DATA_TYPE_OPTIONS = DIRECTORY_DATA_TYPES.map((type) => ({
  value: type,
  label: DIRECTORY_DATA_TYPE_LABELS[type],
}));

// The searchable pickers (MUI Autocomplete) arrive just after the table: the directory's first load
// stays under its budget, and a placeholder of the same size holds their place meanwhile.
const filterLoading = () => <Skeleton variant="rounded" width={200} height={40} aria-hidden />;
// Generic, so typed through one instance and given back its generic type.
type AnyOptionFilterProps = ComponentProps<typeof OptionFilterComponent<FilterOption>>;
const OptionFilter = dynamic<AnyOptionFilterProps>(
  () =>
    import('@/components/form/option-filter').then((m) =>
      mountInSlices<AnyOptionFilterProps>(m.OptionFilter, filterLoading),
    ),
  { loading: filterLoading },
) as typeof OptionFilterComponent;

// The directory's own filters on the shared filter bar.
export function DirectoryFilters({ criteria, onChange, onSearchInput, onClear }: Props) {
  const positions = usePositions();
  const departments = useDepartments();
  const seniorities = useSeniorities();
  const skills = useSkills();
  const dataOptions =
    criteria.dataType === 'department'
      ? departments.data
      : criteria.dataType === 'seniority'
        ? seniorities.data
        : positions.data;

  return (
    <FilterBar
      label="Filter employees"
      search={{ value: criteria.q, onChange: onSearchInput, placeholder: 'Name, e-mail, title, skill' }}
      activeCount={activeFilterCount(criteria)}
      onClear={onClear}
    >
      <OptionFilter
        label="Position"
        options={positions.data ?? []}
        loading={positions.isPending}
        value={criteria.position}
        onChange={(position) => onChange({ position })}
      />
      <OptionFilter
        label="Department"
        options={departments.data ?? []}
        loading={departments.isPending}
        value={criteria.department}
        onChange={(department) => onChange({ department })}
      />
      <OptionFilter
        label="Seniority"
        options={seniorities.data ?? []}
        loading={seniorities.isPending}
        value={criteria.seniority}
        onChange={(seniority) => onChange({ seniority })}
      />
      <OptionFilter
        label="Skill"
        options={skills.data ?? []}
        loading={skills.isPending}
        value={criteria.skill}
        onChange={(skill) => onChange({ skill })}
      />
      <CompactSelect
        label="Availability"
        value={criteria.availability ?? ''}
        onChange={(availability) => onChange({ availability: availability || null })}
        options={AVAILABILITY_OPTIONS}
        emptyLabel="Any"
      />
      <CompactSelect
        label="Has reference data"
        value={criteria.dataType ?? ''}
        onChange={(value) =>
          onChange({ dataType: DIRECTORY_DATA_TYPES.find((type) => type === value) ?? null, dataId: null })
        }
        options={DATA_TYPE_OPTIONS}
        emptyLabel="None"
      />
      {criteria.dataType ? (
        <OptionFilter
          label={DIRECTORY_DATA_TYPE_LABELS[criteria.dataType]}
          options={dataOptions ?? []}
          value={criteria.dataId}
          onChange={(dataId) => onChange({ dataId })}
        />
      ) : null}
    </FilterBar>
  );
}
