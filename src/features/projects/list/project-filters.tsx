import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCurrencies } from '@/api/application-configs/application-configs.reference';
import { useProjectClients } from '@/api/internal-projects/internal-project.queries';
import { useProjectManagers } from '@/api/project-managers/project-managers.reference';
import { FilterBar } from '@/components/list/filter-bar';
import { DEFAULT_ALL_CURRENCIES } from '@/lib/currency';

export type ProjectCriteria = {
  // As typed, not yet in the URL.
  search: string;
  client: string | null;
  projectManagerIds: readonly number[];
  currency: string | null;
};

type Props = {
  criteria: ProjectCriteria;
  activeCount: number;
  onSearchInput: (text: string) => void;
  onChange: (patch: {
    client?: string | null;
    projectManagerIds?: number[];
    currency?: string | null;
  }) => void;
  onClear: () => void;
};

const WIDTH = 190;

// The list's own filters on the shared filter bar: plain selects (lighter than searchable pickers).
export function ProjectFilters({ criteria, activeCount, onSearchInput, onChange, onClear }: Props) {
  const clients = useProjectClients();
  const managers = useProjectManagers();
  const { currencies } = useCurrencies();
  const clientOptions = clients.data ?? [];
  const currencyOptions = currencies.length > 0 ? currencies : DEFAULT_ALL_CURRENCIES;
  const managerId = criteria.projectManagerIds[0] ?? null;
  const managerKnown =
    managerId !== null && (managers.data ?? []).some((manager) => manager.id === managerId);
  const clientKnown = criteria.client !== null && clientOptions.includes(criteria.client);

  return (
    <FilterBar
      label="Filter projects"
      search={{ value: criteria.search, onChange: onSearchInput, placeholder: 'Title or client' }}
      activeCount={activeCount}
      onClear={onClear}
    >
      <TextField
        select
        size="small"
        label="Client"
        value={clientKnown ? criteria.client : ''}
        onChange={(event) => onChange({ client: event.target.value || null })}
        sx={{ width: WIDTH }}
      >
        <MenuItem value="">Any</MenuItem>
        {clientOptions.map((client) => (
          <MenuItem key={client} value={client}>
            {client}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Manager"
        value={managerKnown ? String(managerId) : ''}
        onChange={(event) =>
          onChange({ projectManagerIds: event.target.value ? [Number(event.target.value)] : [] })
        }
        sx={{ width: WIDTH }}
      >
        <MenuItem value="">Any</MenuItem>
        {(managers.data ?? []).map((manager) => (
          <MenuItem key={manager.id} value={String(manager.id)}>
            {manager.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Currency"
        value={criteria.currency ?? ''}
        onChange={(event) => onChange({ currency: event.target.value || null })}
        sx={{ width: 130 }}
      >
        <MenuItem value="">Any</MenuItem>
        {currencyOptions.map((code) => (
          <MenuItem key={code} value={code}>
            {code}
          </MenuItem>
        ))}
      </TextField>
    </FilterBar>
  );
}
