import Alert from '@mui/material/Alert';
import dynamic from 'next/dynamic';
import { useMemo } from 'react';
import { useCurrencies } from '@/api/application-configs/application-configs.reference';
import type { InvoiceListItem } from '@/api/invoices/invoice.schemas';
import { useInvoices } from '@/api/invoices/invoice.queries';
import { useCan } from '@/api/use-can';
import { DataTable } from '@/components/data-grid/data-table';
import { ErrorState } from '@/components/feedback/error-state';
import { LinkTabPanel } from '@/components/layout/link-tabs';
import { PageHeader } from '@/components/layout/page-header';
import { listCountSubtitle } from '@/components/list/list-count';
import { ListEmptyState } from '@/components/list/list-empty-state';
import { SavedFiltersMenu } from '@/components/list/saved-filters/saved-filters-menu';
import type { ShortcutSheetProps } from '@/components/list/shortcut-sheet';
import { useListParams } from '@/components/list/use-list-params';
import { useListScreen } from '@/components/list/use-list-screen';
import { useListShortcuts } from '@/components/list/use-list-shortcuts';
import { useUrlState } from '@/components/url/use-url-state';
import { invoiceListSchema } from '@/lib/invoice-list';
import { PERMISSIONS } from '@/lib/permissions';
import { InvoiceActions } from './actions/invoice-actions';
import { NewInvoiceButton } from './create/new-invoice-button';
import { InvoiceDrawerSlot } from './drawer/invoice-drawer-slot';
import { invoiceDrawerUrl } from './drawer/invoice-drawer-url';
import { INVOICE_COLUMNS } from './list/invoice-columns';
import { InvoiceFilters } from './list/invoice-filters';
import { InvoiceKpis } from './list/invoice-kpis';
import { INVOICE_SCREEN_DEFAULTS, invoiceFilterOptionsOf } from './list/invoice-list-screen';
import { InvoiceTotalsContext } from './list/invoice-totals-context';
import { InvoiceViews } from './list/invoice-views';
import { useInvoiceSelection } from './list/use-invoice-selection';
import { useSelectAllInvoices } from './list/use-select-all-invoices';
import { InvoiceListSkeleton } from './list/invoice-list-skeleton';
import type { UninvoicedMonthsGateProps } from './uninvoiced/uninvoiced-months-gate';

// The banner's query, hook and date formatting load beside the list, in a chunk of their own
// (/invoices ≤ 350 kB); the list shows below the banner once it has answered.
const UninvoicedMonthsGate = dynamic<UninvoicedMonthsGateProps>(
  () => import('./uninvoiced/uninvoiced-months-gate').then((module) => module.UninvoicedMonthsGate),
  { loading: () => <InvoiceListSkeleton /> },
);

// Opened with '?': not part of the list's first load.
const ShortcutSheet = dynamic<ShortcutSheetProps>(() =>
  import('@/components/list/shortcut-sheet').then((module) => module.ShortcutSheet),
);

export const NO_INVOICES_TITLE = "No invoices yet — create one from a project's hours";
export const NO_MATCH_TITLE = 'No invoices match';

const rowId = (row: InvoiceListItem) => String(row.id);
const rowLabel = (row: InvoiceListItem) => row.number;
// The quick view is a tab of its own: "Clear filters" leaves it.
const LIST_OPTIONS = { searchField: 'q', keep: ['view'] } as const;
const NOUNS = { one: 'invoice', other: 'invoices' };
const NO_MATCH = { title: NO_MATCH_TITLE, description: 'Try fewer filters, another view or another search.' };
const NOTHING_YET = { title: NO_INVOICES_TITLE };

// Every invoice, a page at a time from the server: quick views, filters, sort and page in the link;
// selection across pages with bulk actions; an invoice opens in a drawer (?invoice=42).
export function InvoicesView() {
  const can = useCan();
  const [, openInvoice] = useUrlState(invoiceDrawerUrl);
  const list = useListParams(invoiceListSchema, INVOICE_SCREEN_DEFAULTS, LIST_OPTIONS);
  const { filters, sort, page, perPage, hrefFor } = list;
  const filterOptions = useMemo(() => invoiceFilterOptionsOf(filters, sort), [filters, sort]);
  // Asked once the router has read the link, so a filtered link never shows the unfiltered list first.
  const invoices = useInvoices({ filters: filterOptions, page, perPage }, { enabled: list.ready });
  const { currencies } = useCurrencies();
  const screen = useListScreen({
    list,
    query: invoices,
    rowId,
    rowLabel,
    // A quick view narrows the list as a filter does.
    filtered: list.activeFilterCount > 0 || filters.view !== 'all',
    tableId: 'invoices',
  });
  const selectAll = useSelectAllInvoices(filterOptions);
  const { known, types, footer } = useInvoiceSelection({
    rows: screen.rows,
    selectedIds: screen.selectedIds,
    allMatching: selectAll.allMatching,
    currencyOrder: currencies,
  });
  const shortcuts = useListShortcuts({
    rowIds: screen.rowIds,
    onToggle: screen.toggleSelected,
    onOpen: (id) => openInvoice({ id: Number(id) }, 'push'),
  });
  const canUpdate = can(PERMISSIONS.invoiceUpdate);
  const listArea = (
    <>
      <InvoiceViews view={filters.view} hrefFor={hrefFor} />
      <LinkTabPanel idPrefix="invoices" slug={filters.view}>
        {screen.isError ? null : (
          <InvoiceKpis
            totals={screen.paginator?.totals}
            loading={screen.loading}
            filters={filters}
            hrefFor={hrefFor}
            currencyOrder={currencies}
          />
        )}
        <InvoiceFilters {...screen.filterBarProps} />
        {selectAll.refusal ? (
          <Alert severity="warning" onClose={selectAll.dismissRefusal} sx={{ mb: 1 }}>
            {selectAll.refusal}
          </Alert>
        ) : null}
        <InvoiceActions
          selectedIds={screen.selectedIds}
          known={known}
          types={types}
          onClearSelection={list.selection.clear}
          canUpdate={canUpdate}
          canApprove={can(PERMISSIONS.invoiceApprove)}
        >
          {screen.isError ? (
            <ErrorState message="The invoices could not be loaded." onRetry={screen.retry} />
          ) : (
            <InvoiceTotalsContext.Provider value={footer}>
              <DataTable
                ariaLabel="Invoices"
                columns={INVOICE_COLUMNS}
                {...screen.tableProps}
                activeRowId={shortcuts.activeId}
                onSelectAllMatching={selectAll.selectAllMatching}
                stickyFirstColumn
                height="calc(100vh - 460px)"
                estimateRowHeight={64}
                emptyState={
                  <ListEmptyState
                    filtered={screen.filtered}
                    noMatch={NO_MATCH}
                    empty={NOTHING_YET}
                    onClearFilters={list.clearFilters}
                  />
                }
              />
            </InvoiceTotalsContext.Provider>
          )}
        </InvoiceActions>
      </LinkTabPanel>
    </>
  );

  return (
    <>
      <PageHeader
        title="Invoices"
        subtitle={listCountSubtitle(screen.total, NOUNS, screen.filtered)}
        actions={
          <>
            <SavedFiltersMenu list="invoices" {...screen.savedView} />
            {canUpdate ? <NewInvoiceButton /> : null}
          </>
        }
      />
      {canUpdate ? (
        <UninvoicedMonthsGate currencyOrder={currencies}>{listArea}</UninvoicedMonthsGate>
      ) : (
        listArea
      )}
      <InvoiceDrawerSlot />
      {shortcuts.sheetOpen ? <ShortcutSheet onClose={shortcuts.closeSheet} /> : null}
    </>
  );
}
