import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useCallback, useMemo, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { useCurrencies } from '@/api/application-configs/application-configs.reference';
import type { InvoiceListItem } from '@/api/invoices/invoice.schemas';
import type { InvoiceSelection } from '@/api/invoices/invoices.api';
import { selectAllInvoicesQuery, useInvoices } from '@/api/invoices/invoice.queries';
import { useCan } from '@/api/use-can';
import { useSession } from '@/api/use-session';
import { DataTable } from '@/components/data-grid/data-table';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { PageHeader } from '@/components/layout/page-header';
import { defineScreen } from '@/components/layout/screen';
import { SavedFiltersMenu } from '@/components/list/saved-filters/saved-filters-menu';
import { serverTableProps } from '@/components/list/server-table-props';
import type { ShortcutSheetProps } from '@/components/list/shortcut-sheet';
import { useListParams } from '@/components/list/use-list-params';
import { useListShortcuts } from '@/components/list/use-list-shortcuts';
import { invoiceListSchema } from '@/lib/invoice-list';
import { queryOfSavedView, savedViewOf } from '@/lib/list-params';
import { PERMISSIONS } from '@/lib/permissions';
import { InvoiceActions } from './actions/invoice-actions';
import { NewInvoiceButton } from './create/new-invoice-button';
import { InvoiceDrawerSlot } from './drawer/invoice-drawer-slot';
import { INVOICE_COLUMNS } from './list/invoice-columns';
import { InvoiceFilters } from './list/invoice-filters';
import { InvoiceKpis } from './list/invoice-kpis';
import { INVOICE_SCREEN_DEFAULTS, invoiceFilterOptionsOf } from './list/invoice-list-screen';
import { sumsOf, sumsOfTotals } from './list/invoice-sums';
import { InvoiceTotalsContext, type InvoiceFooterTotals } from './list/invoice-totals-context';
import { InvoiceViews } from './list/invoice-views';
import { LinkTabPanel } from '@/components/layout/link-tabs';
import { INVOICE_QUERY_KEY } from './list/invoice-link';
import { useKnownInvoices } from './list/use-known-invoices';
import type { UninvoicedMonthsBannerProps } from './uninvoiced/uninvoiced-months-banner';

// Its query, hook and date formatting load after the list, in a chunk of their own (/invoices ≤ 350 kB).
const UninvoicedMonthsBanner = dynamic<UninvoicedMonthsBannerProps>(() =>
  import('./uninvoiced/uninvoiced-months-banner').then((module) => module.UninvoicedMonthsBanner),
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
const SELECT_ALL_FAILED = 'The matching invoices could not be selected. Try again.';

// Each selected id's invoice type (approve and reject go one type per call): from the rows seen, and
// for pages never loaded from "select all matching".
function typesOf(known: ReadonlyMap<number, InvoiceListItem>, all: InvoiceSelection | null) {
  const types = new Map<number, string>();
  for (const [type, ids] of Object.entries(all?.ids_by_type ?? {})) for (const id of ids) types.set(id, type);
  for (const [id, row] of known) types.set(id, row.type);
  return types;
}

// Every invoice, a page at a time from the server: quick views, filters, sort and page in the link;
// selection across pages with bulk actions; an invoice opens in a drawer (?invoice=42).
function InvoicesPage() {
  const can = useCan();
  const { claims, impersonation } = useSession();
  const list = useListParams(invoiceListSchema, INVOICE_SCREEN_DEFAULTS, LIST_OPTIONS);
  const { filters, sort, page, perPage, hrefFor, selection } = list;
  const filterOptions = useMemo(() => invoiceFilterOptionsOf(filters, sort), [filters, sort]);
  // Asked once the router has read the link, so a filtered link never shows the unfiltered list first.
  const invoices = useInvoices({ filters: filterOptions, page, perPage }, { enabled: list.ready });
  const queryClient = useQueryClient();
  const { currencies } = useCurrencies();
  const [allMatching, setAllMatching] = useState<InvoiceSelection | null>(null);
  // A refusal of "select all" (422 above the cap) is shown while the filters it was for stay.
  const [refusal, setRefusal] = useState<{ filters: typeof filterOptions; message: string } | null>(null);

  const paginator = invoices.data;
  const rows = useMemo(() => paginator?.data ?? [], [paginator]);
  const known = useKnownInvoices(rows);
  const types = useMemo(() => typesOf(known, allMatching), [known, allMatching]);
  const total = paginator?.total;
  const filtered = list.activeFilterCount > 0 || filters.view !== 'all';
  const router = useRouter();
  const rowIds = useMemo(() => rows.map(rowId), [rows]);
  const shortcuts = useListShortcuts({
    rowIds,
    onToggle: (id) => selection.set({ ...selection.rows, [id]: !selection.rows[id] }),
    // The drawer over the list as it is, as the number's link opens it.
    onOpen: (id) =>
      void router.push(
        { pathname: router.pathname, query: { ...router.query, [INVOICE_QUERY_KEY]: id } },
        undefined,
        { shallow: true, scroll: false },
      ),
  });
  const selectedIds = useMemo(
    () =>
      Object.entries(selection.rows)
        .filter(([, on]) => on)
        .map(([id]) => Number(id)),
    [selection.rows],
  );

  const onSelectAllMatching = useCallback(async () => {
    setRefusal(null);
    try {
      const answer = await queryClient.fetchQuery(selectAllInvoicesQuery(filterOptions));
      setAllMatching(answer);
      return answer.ids.map(String);
    } catch (error) {
      const refused = isApiError(error) && error.status === 422;
      setRefusal({ filters: filterOptions, message: refused ? error.message : SELECT_ALL_FAILED });
      throw error;
    }
  }, [queryClient, filterOptions]);

  const footer: InvoiceFooterTotals = useMemo(() => {
    const matching = new Set(allMatching?.ids);
    const everyMatching =
      allMatching !== null &&
      selectedIds.length === allMatching.count &&
      selectedIds.every((id) => matching.has(id));
    const selected =
      selectedIds.length === 0
        ? null
        : everyMatching
          ? sumsOfTotals(allMatching.totals)
          : sumsOf(selectedIds.flatMap((id) => known.get(id) ?? []));
    return { page: sumsOf(rows), selected, currencyOrder: currencies };
  }, [allMatching, selectedIds, known, rows, currencies]);

  return (
    <>
      <PageHeader
        title="Invoices"
        subtitle={
          total === undefined
            ? 'Loading…'
            : `${total} ${total === 1 ? 'invoice' : 'invoices'}${filtered ? ' match' : ''}`
        }
        actions={
          <>
            <SavedFiltersMenu
              list="invoices"
              currentFilters={savedViewOf(list.query)}
              onApply={(saved) => list.applyQuery(queryOfSavedView(saved))}
            />
            {can(PERMISSIONS.invoiceUpdate) ? <NewInvoiceButton /> : null}
          </>
        }
      />
      {can(PERMISSIONS.invoiceUpdate) ? <UninvoicedMonthsBanner currencyOrder={currencies} /> : null}
      <InvoiceViews view={filters.view} hrefFor={hrefFor} />
      <LinkTabPanel idPrefix="invoices" slug={filters.view}>
        {invoices.isError ? null : (
          <InvoiceKpis
            totals={paginator?.totals}
            loading={invoices.isPending}
            filters={filters}
            hrefFor={hrefFor}
            currencyOrder={currencies}
          />
        )}
        <InvoiceFilters
          filters={filters}
          searchText={list.search.text}
          activeCount={list.activeFilterCount}
          onSearchInput={list.search.setText}
          onChange={list.setFilters}
          onClear={list.clearFilters}
        />
        {refusal?.filters === filterOptions ? (
          <Alert severity="warning" onClose={() => setRefusal(null)} sx={{ mb: 1 }}>
            {refusal.message}
          </Alert>
        ) : null}
        <InvoiceActions
          selectedIds={selectedIds}
          known={known}
          types={types}
          onClearSelection={selection.clear}
          canUpdate={can(PERMISSIONS.invoiceUpdate)}
          canApprove={can(PERMISSIONS.invoiceApprove)}
        >
          {invoices.isError ? (
            <ErrorState message="The invoices could not be loaded." onRetry={() => void invoices.refetch()} />
          ) : (
            <InvoiceTotalsContext.Provider value={footer}>
              <DataTable
                ariaLabel="Invoices"
                columns={INVOICE_COLUMNS}
                data={rows}
                getRowId={rowId}
                rowLabel={rowLabel}
                activeRowId={shortcuts.activeId}
                rowSelection={selection.rows}
                onRowSelectionChange={selection.set}
                onSelectAllMatching={onSelectAllMatching}
                selectionNotice={selection.notice}
                loading={invoices.isPending}
                {...serverTableProps(list, paginator)}
                stickyFirstColumn
                columnMenu={{ tableId: 'invoices', userId: impersonation?.userId ?? claims?.sub ?? null }}
                height="calc(100vh - 460px)"
                estimateRowHeight={64}
                emptyState={
                  filtered ? (
                    <EmptyState
                      title={NO_MATCH_TITLE}
                      description="Try fewer filters, another view or another search."
                      action={<Button onClick={list.clearFilters}>Clear filters</Button>}
                    />
                  ) : (
                    <EmptyState title={NO_INVOICES_TITLE} />
                  )
                }
              />
            </InvoiceTotalsContext.Provider>
          )}
        </InvoiceActions>
      </LinkTabPanel>
      <InvoiceDrawerSlot />
      {shortcuts.sheetOpen ? <ShortcutSheet onClose={shortcuts.closeSheet} /> : null}
    </>
  );
}

export const InvoicesScreen = defineScreen(InvoicesPage, {
  title: 'Invoices',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.invoiceView,
  // Loaded here only (SPEC §4): currencies' order, and the managers and VATs the filters name.
  referenceData: ['applicationConfigs', 'projectManagers', 'vats'],
});
