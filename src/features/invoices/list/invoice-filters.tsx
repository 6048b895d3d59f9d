import Tune from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState } from 'react';
import { useCurrencies } from '@/api/application-configs/application-configs.reference';
import { APPROVAL_STATUSES, INVOICE_TYPES, PAYMENT_STATUSES } from '@/api/invoices/invoice.schemas';
import { useProjectClients, useProjects } from '@/api/internal-projects/internal-project.queries';
import { useProjectManagers } from '@/api/project-managers/project-managers.reference';
import { useVats } from '@/api/vats/vats.reference';
import {
  approvalStatusLabel,
  invoiceTypeLabel,
  paymentStatusLabel,
} from '@/components/finance/invoice-status';
import { FilterBar } from '@/components/list/filter-bar';
import { DEFAULT_ALL_CURRENCIES } from '@/lib/currency';
import { recentMonths, type InvoiceListFilters } from '@/lib/invoice-list';
import { FilterSelect, type FilterOption } from './filter-select';

type Props = {
  filters: InvoiceListFilters;
  // As typed, not yet in the URL.
  searchText: string;
  activeCount: number;
  onSearchInput: (text: string) => void;
  onChange: (patch: Partial<InvoiceListFilters>) => void;
  onClear: () => void;
};

const PAYMENT_OPTIONS = PAYMENT_STATUSES.map((code) => ({ value: code, label: paymentStatusLabel(code) }));
const APPROVAL_OPTIONS = APPROVAL_STATUSES.map((code) => ({ value: code, label: approvalStatusLabel(code) }));
const TYPE_OPTIONS = INVOICE_TYPES.map((code) => ({ value: code, label: invoiceTypeLabel(code) }));
// Enough projects to pick from in one request; the search box finds the rest by title.
const PROJECT_OPTIONS_PARAMS = {
  statuses: [],
  search: '',
  client: null,
  projectManagerIds: [],
  currency: null,
  page: 1,
  perPage: 100,
  sort: { id: 'title', desc: false },
};

const ids = (values: readonly number[]) => values.map(String);
const numbers = (values: string[]) => values.map(Number);
const asText = (value: string | null) => value ?? '';

// The list's filters: the ones asked most in one row, the rest behind "More filters" (open when set).
export function InvoiceFilters({
  filters,
  searchText,
  activeCount,
  onSearchInput,
  onChange,
  onClear,
}: Props) {
  const moreId = useId();
  const moreSet =
    filters.project.length +
      filters.client.length +
      filters.pm.length +
      filters.type.length +
      filters.vat.length >
      0 ||
    filters.issuedFrom !== null ||
    filters.issuedTo !== null ||
    filters.overdue;
  const [moreOpen, setMoreOpen] = useState(moreSet);
  const showMore = moreOpen || moreSet;
  const { currencies } = useCurrencies();
  const months: FilterOption[] = useMemo(() => recentMonths(new Date()), []);
  const currencyOptions = (currencies.length > 0 ? currencies : DEFAULT_ALL_CURRENCIES).map((code) => ({
    value: code,
    label: code,
  }));

  return (
    <FilterBar
      label="Filter invoices"
      search={{ value: searchText, onChange: onSearchInput, placeholder: 'Number, project or client' }}
      activeCount={activeCount}
      onClear={onClear}
    >
      <FilterSelect
        label="Payment"
        multiple
        options={PAYMENT_OPTIONS}
        values={filters.pay}
        onChange={(pay) => onChange({ pay })}
      />
      <FilterSelect
        label="Approval"
        multiple
        options={APPROVAL_OPTIONS}
        values={filters.approval}
        onChange={(approval) => onChange({ approval })}
      />
      <FilterSelect
        label="Service period from"
        options={months}
        values={filters.periodFrom ? [filters.periodFrom] : []}
        onChange={([periodFrom]) => onChange({ periodFrom: periodFrom ?? null })}
        width={180}
      />
      <FilterSelect
        label="Service period to"
        options={months}
        values={filters.periodTo ? [filters.periodTo] : []}
        onChange={([periodTo]) => onChange({ periodTo: periodTo ?? null })}
        width={170}
      />
      <FilterSelect
        label="Currency"
        multiple
        options={currencyOptions}
        values={filters.currency}
        onChange={(currency) => onChange({ currency })}
        width={130}
      />
      {moreSet ? null : (
        <Button
          startIcon={<Tune />}
          aria-expanded={showMore}
          aria-controls={moreId}
          onClick={() => setMoreOpen((open) => !open)}
        >
          More filters
        </Button>
      )}
      {showMore ? (
        <Box id={moreId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, width: '100%' }}>
          <MoreFilters filters={filters} onChange={onChange} />
        </Box>
      ) : null}
    </FilterBar>
  );
}

// Filters that load their options (projects, clients, managers, VATs) only once shown.
function MoreFilters({ filters, onChange }: Pick<Props, 'filters' | 'onChange'>) {
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
        width={200}
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
        width={130}
      />
      <FilterSelect
        label="VAT"
        options={vatOptions}
        values={ids(filters.vat)}
        onChange={(values) => onChange({ vat: numbers(values) })}
        width={140}
      />
      <TextField
        type="date"
        size="small"
        label="Issued from"
        value={asText(filters.issuedFrom)}
        onChange={(event) => onChange({ issuedFrom: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label="Issued to"
        value={asText(filters.issuedTo)}
        onChange={(event) => onChange({ issuedTo: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
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
