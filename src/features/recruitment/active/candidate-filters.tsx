import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useMinimalUsers } from '@/api/minimal-users/minimal-users.api';
import { usePositions } from '@/api/positions/positions.reference';
import { useSeniorities } from '@/api/seniorities/seniorities.reference';
import { useSkills } from '@/api/skills/skills.reference';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterSelect, type FilterOption } from '@/components/list/filter-select';
import { DayFilter } from '@/components/list/day-filter';
import { MoreFilters } from '@/components/list/more-filters';
import {
  skillFilterParts,
  skillFilterValue,
  type ActiveCandidateListFilters,
} from '@/features/recruitment/active/active-candidate-url';
import { CANDIDATE_SOURCES, STALE_WARNING_DAYS } from '@/lib/recruitment-stages';
import { RECRUITMENT_FILTER_WIDTH } from '../shared/filter-widths';

const SOURCE_OPTIONS = CANDIDATE_SOURCES.map((source) => ({ value: source, label: source }));
const LEVEL_OPTIONS = [1, 2, 3, 4, 5].map((level) => ({ value: String(level), label: `${level} or more` }));
const DEFAULT_MIN_LEVEL = 3;

const optionsOf = (items: readonly { id: number; name: string }[] | undefined): FilterOption[] =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

export type CandidateFiltersProps = {
  filters: ActiveCandidateListFilters;
  searchText: string;
  activeCount: number;
  onSearchInput: (text: string) => void;
  onChange: (patch: Partial<ActiveCandidateListFilters>) => void;
  onClear: () => void;
};

// The active list's filters: search, position, seniority, a skill at a minimum level, source, owner,
// "stale" (longer than the warning's days in the stage), and, behind More filters, created between two
// days.
export function CandidateFilters({
  filters,
  searchText,
  activeCount,
  onSearchInput,
  onChange,
  onClear,
}: CandidateFiltersProps) {
  const positions = usePositions();
  const seniorities = useSeniorities();
  const skills = useSkills();
  const owners = useMinimalUsers();
  const skill = filters.skill[0] ? skillFilterParts(filters.skill[0]) : null;
  const setSkill = (skillId: number | null, minLevel: number) =>
    onChange({ skill: skillId === null ? [] : [skillFilterValue(skillId, minLevel)] });
  return (
    <FilterBar
      label="Filter candidates"
      search={{ value: searchText, onChange: onSearchInput, placeholder: 'Name, e-mail or phone' }}
      activeCount={activeCount}
      onClear={onClear}
    >
      <FilterSelect
        multiple
        label="Position"
        width={RECRUITMENT_FILTER_WIDTH.position}
        options={optionsOf(positions.data)}
        values={filters.position.map(String)}
        onChange={(values) => onChange({ position: values.map(Number) })}
      />
      <FilterSelect
        multiple
        label="Seniority"
        width={RECRUITMENT_FILTER_WIDTH.seniority}
        options={optionsOf(seniorities.data)}
        values={filters.seniority.map(String)}
        onChange={(values) => onChange({ seniority: values.map(Number) })}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <FilterSelect
          label="Skill"
          width={RECRUITMENT_FILTER_WIDTH.skill}
          options={optionsOf(skills.data)}
          values={skill ? [String(skill.skillId)] : []}
          onChange={([value]) => setSkill(value ? Number(value) : null, skill?.minLevel ?? DEFAULT_MIN_LEVEL)}
        />
        {skill ? (
          <FilterSelect
            label="Minimum level"
            options={LEVEL_OPTIONS}
            values={[String(skill.minLevel)]}
            onChange={([value]) => setSkill(skill.skillId, Number(value ?? DEFAULT_MIN_LEVEL))}
          />
        ) : null}
      </Box>
      <FilterSelect
        multiple
        label="Source"
        options={SOURCE_OPTIONS}
        values={filters.source}
        onChange={(source) => onChange({ source })}
      />
      <FilterSelect
        multiple
        label="Owner"
        width={RECRUITMENT_FILTER_WIDTH.person}
        options={optionsOf(owners.data)}
        values={filters.owner.map(String)}
        onChange={(values) => onChange({ owner: values.map(Number) })}
      />
      <FormControlLabel
        control={<Switch checked={filters.stale} onChange={(_, stale) => onChange({ stale })} />}
        label={`Stale (over ${STALE_WARNING_DAYS} days in stage)`}
      />
      <MoreFilters set={filters.from !== null || filters.to !== null}>
        <DayFilter label="Added from" value={filters.from} onChange={(from) => onChange({ from })} />
        <DayFilter label="Added until" value={filters.to} onChange={(to) => onChange({ to })} />
      </MoreFilters>
    </FilterBar>
  );
}
