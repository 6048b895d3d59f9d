import { useCurrencies } from '@/api/application-configs/application-configs.reference';
import { useProjectClients } from '@/api/internal-projects/internal-project.queries';
import { useProjectManagers } from '@/api/project-managers/project-managers.reference';
import { CompactSelect } from '@/components/form/compact-select';
import { FilterBar } from '@/components/list/filter-bar';
import { DEFAULT_ALL_CURRENCIES } from '@/lib/currency';

export type ProjectCriteria = {
  client: string | null;
  projectManagerIds: readonly number[];
  currency: string | null;
};

type Props = {
  filters: ProjectCriteria;
  // As typed, not yet in the URL.
  searchText: string;
  activeCount: number;
  onSearchInput: (text: string) => void;
  onChange: (patch: {
    client?: string | null;
    projectManagerIds?: number[];
    currency?: string | null;
  }) => void;
  onClear: () => void;
};

// The list's own filters on the shared filter bar: plain selects (lighter than searchable pickers).
export function ProjectFilters({
  filters,
  searchText,
  activeCount,
  onSearchInput,
  onChange,
  onClear,
}: Props) {
  const clients = useProjectClients();
  const managers = useProjectManagers();
  const { currencies } = useCurrencies();
  const clientOptions = clients.data ?? [];
  const currencyOptions = currencies.length > 0 ? currencies : DEFAULT_ALL_CURRENCIES;
  const managerId = filters.projectManagerIds[0] ?? null;
  const managerKnown =
    managerId !== null && (managers.data ?? []).some((manager) => manager.id === managerId);
  const clientKnown = filters.client !== null && clientOptions.includes(filters.client);

  return (
    <FilterBar
      label="Filter projects"
      search={{ value: searchText, onChange: onSearchInput, placeholder: 'Title or client' }}
      activeCount={activeCount}
      onClear={onClear}
    >
      <CompactSelect
        label="Client"
        value={clientKnown ? (filters.client ?? '') : ''}
        onChange={(client) => onChange({ client: client || null })}
        options={clientOptions.map((client) => ({ value: client, label: client }))}
        emptyLabel="Any"
      />
      <CompactSelect
        label="Manager"
        value={managerKnown ? String(managerId) : ''}
        onChange={(id) => onChange({ projectManagerIds: id ? [Number(id)] : [] })}
        options={(managers.data ?? []).map((manager) => ({ value: String(manager.id), label: manager.name }))}
        emptyLabel="Any"
      />
      <CompactSelect
        label="Currency"
        value={filters.currency ?? ''}
        onChange={(currency) => onChange({ currency: currency || null })}
        options={currencyOptions.map((code) => ({ value: code, label: code }))}
        emptyLabel="Any"
      />
    </FilterBar>
  );
}
