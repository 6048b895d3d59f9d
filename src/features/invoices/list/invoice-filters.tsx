import dynamic from 'next/dynamic';
import { useMemo } from 'react';
import { useCurrencies } from '@/api/application-configs/application-configs.reference';
import { APPROVAL_STATUSES, PAYMENT_STATUSES } from '@/api/invoices/invoice.schemas';
import { approvalStatusLabel, paymentStatusLabel } from '@/components/finance/invoice-status';
import { FilterBar } from '@/components/list/filter-bar';
import { MoreFilters } from '@/components/list/more-filters';
import { DEFAULT_ALL_CURRENCIES } from '@/lib/currency';
import { recentMonths, type InvoiceListFilters } from '@/lib/invoice-list';
import { FilterSelect, type FilterOption } from '@/components/list/filter-select';
import type { MoreInvoiceFiltersProps } from './more-invoice-filters';

// Loaded when opened (or set by the link): most visits never open them.
const MoreInvoiceFilters = dynamic<MoreInvoiceFiltersProps>(() =>
  import('./more-invoice-filters').then((module) => module.MoreInvoiceFilters),
);

export type InvoiceFiltersProps = {
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
// The list's filters: the ones asked most in one row, the rest behind "More filters" (open when set).
export function InvoiceFilters({
  filters,
  searchText,
  activeCount,
  onSearchInput,
  onChange,
  onClear,
}: InvoiceFiltersProps) {
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
      />
      <FilterSelect
        label="Service period to"
        options={months}
        values={filters.periodTo ? [filters.periodTo] : []}
        onChange={([periodTo]) => onChange({ periodTo: periodTo ?? null })}
      />
      <FilterSelect
        label="Currency"
        multiple
        options={currencyOptions}
        values={filters.currency}
        onChange={(currency) => onChange({ currency })}
      />
      <MoreFilters set={moreSet}>
        <MoreInvoiceFilters filters={filters} onChange={onChange} />
      </MoreFilters>
    </FilterBar>
  );
}
