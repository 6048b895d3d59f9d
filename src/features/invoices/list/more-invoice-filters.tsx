import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { INVOICE_TYPES } from '@/api/invoices/invoice.schemas';
import { useProjectClients, useProjects } from '@/api/internal-projects/internal-project.queries';
import type { ProjectListParams } from '@/api/internal-projects/internal-projects.api';
import { useProjectManagers } from '@/api/project-managers/project-managers.reference';
import { useVats } from '@/api/vats/vats.reference';
import { invoiceTypeLabel } from '@/components/finance/invoice-status';
import type { InvoiceListFilters } from '@/lib/invoice-list';
import { DayFilter } from '@/components/list/day-filter';
import { FilterSelect } from '@/components/list/filter-select';

export type MoreInvoiceFiltersProps = {
  filters: InvoiceListFilters;
  onChange: (patch: Partial<InvoiceListFilters>) => void;
};

const TYPE_OPTIONS = INVOICE_TYPES.map((code) => ({ value: code, label: invoiceTypeLabel(code) }));
// Enough projects to pick from in one request; the search box finds the rest by title.
const PROJECT_OPTIONS_PARAMS: ProjectListParams = {
  filters: {},
  page: 1,
  perPage: 100,
  sort: { id: 'title', desc: false },
};

const ids = (values: readonly number[]) => values.map(String);
const numbers = (values: string[]) => values.map(Number);

// Filters that load their options (projects, clients, managers, VATs) only once shown.
export function MoreInvoiceFilters({ filters, onChange }: MoreInvoiceFiltersProps) {
  const projects = useProjects(PROJECT_OPTIONS_PARAMS);
  const clients = useProjectClients();
  const managers = useProjectManagers();
  const vats = useVats();
  const projectOptions = (projects.data?.data ?? []).map((project) => ({
    value: String(project.id),
    label: project.title,
  }));
  const clientOptions = (clients.data ?? []).map((client) => ({ value: client, label: client }));
  const managerOptions = (managers.data ?? []).map((manager) => ({
    value: String(manager.id),
    label: manager.name,
  }));
  const vatOptions = (vats.data ?? []).map((vat) => ({ value: String(vat.id), label: vat.name }));
  return (
    <>
      <FilterSelect
        label="Project"
        options={projectOptions}
        values={ids(filters.project)}
        onChange={(values) => onChange({ project: numbers(values) })}
      />
      <FilterSelect
        label="Client"
        options={clientOptions}
        values={filters.client}
        onChange={(client) => onChange({ client })}
      />
      <FilterSelect
        label="Manager"
        options={managerOptions}
        values={ids(filters.pm)}
        onChange={(values) => onChange({ pm: numbers(values) })}
      />
      <FilterSelect
        label="Type"
        options={TYPE_OPTIONS}
        values={filters.type}
        onChange={(type) => onChange({ type })}
      />
      <FilterSelect
        label="VAT"
        options={vatOptions}
        values={ids(filters.vat)}
        onChange={(values) => onChange({ vat: numbers(values) })}
      />
      <DayFilter
        label="Issued from"
        value={filters.issuedFrom}
        onChange={(issuedFrom) => onChange({ issuedFrom })}
      />
      <DayFilter label="Issued to" value={filters.issuedTo} onChange={(issuedTo) => onChange({ issuedTo })} />
      <FormControlLabel
        control={
          <Checkbox
            checked={filters.overdue}
            onChange={(event) => onChange({ overdue: event.target.checked })}
          />
        }
        label="Overdue only"
      />
    </>
  );
}
