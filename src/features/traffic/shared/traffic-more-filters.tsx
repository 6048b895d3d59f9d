import { useProjectClients } from '@/api/internal-projects/internal-project.queries';
import { usePositions } from '@/api/positions/positions.reference';
import { useProjectManagers } from '@/api/project-managers/project-managers.reference';
import { useSeniorities } from '@/api/seniorities/seniorities.reference';
import { FilterSelect } from '@/components/list/filter-select';
import { AVAILABILITY_VALUES } from '@/lib/availability';
import type { TrafficParams } from './traffic-params';
import { useTrafficProjectOptions } from './traffic-project-options';
import { TrafficSkillFilter } from './traffic-skill-filter';

const AVAILABILITY_OPTIONS = AVAILABILITY_VALUES.map((value) => ({ value, label: value }));

const ids = (values: readonly number[]) => values.map(String);
const numbers = (values: string[]) => values.map(Number);
const named = (items: readonly { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

// The filters used less often, shown on demand: their options load only then.
export function TrafficMoreFilters({
  filters,
  onChange,
}: {
  filters: TrafficParams;
  onChange: (patch: Partial<TrafficParams>) => void;
}) {
  const positions = usePositions();
  const seniorities = useSeniorities();
  const managers = useProjectManagers();
  const projects = useTrafficProjectOptions();
  const clients = useProjectClients();
  const clientOptions = (clients.data ?? []).map((client) => ({ value: client, label: client }));
  return (
    <>
      <FilterSelect
        multiple
        label="Position"
        options={named(positions.data)}
        values={ids(filters.position)}
        onChange={(values) => onChange({ position: numbers(values) })}
      />
      <FilterSelect
        multiple
        label="Seniority"
        options={named(seniorities.data)}
        values={ids(filters.seniority)}
        onChange={(values) => onChange({ seniority: numbers(values) })}
      />
      <FilterSelect
        multiple
        label="Project"
        options={projects.options}
        values={ids(filters.project)}
        onChange={(values) => onChange({ project: numbers(values) })}
        width={200}
      />
      <FilterSelect
        multiple
        label="Project manager"
        options={named(managers.data)}
        values={ids(filters.pm)}
        onChange={(values) => onChange({ pm: numbers(values) })}
        width={190}
      />
      <FilterSelect
        multiple
        label="Client"
        options={clientOptions}
        values={filters.client}
        onChange={(client) => onChange({ client })}
      />
      <TrafficSkillFilter values={filters.skill} onChange={(skill) => onChange({ skill })} />
      <FilterSelect
        multiple
        label="Availability"
        options={AVAILABILITY_OPTIONS}
        values={filters.availability}
        onChange={(availability) => onChange({ availability })}
        width={190}
      />
    </>
  );
}
