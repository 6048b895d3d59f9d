import { useMemo } from 'react';
import type { InvoiceListItem } from '@/api/invoices/invoice.schemas';
import type { InvoiceSelection } from '@/api/invoices/invoices.api';
import { sumsOf, sumsOfTotals } from './invoice-sums';
import type { InvoiceFooterTotals } from './invoice-totals-context';
import { useKnownInvoices } from './use-known-invoices';

// Each selected id's invoice type (approve and reject go one type per call): from the rows seen, and
// for pages never loaded from "select all matching".
function typesOf(known: ReadonlyMap<number, InvoiceListItem>, all: InvoiceSelection | null) {
  const types = new Map<number, string>();
  for (const [type, ids] of Object.entries(all?.ids_by_type ?? {})) for (const id of ids) types.set(id, type);
  for (const [id, row] of known) types.set(id, row.type);
  return types;
}

// The footer's sums: this page's, and the selection's (the server's totals when it is every match).
function footerOf(
  rows: readonly InvoiceListItem[],
  selectedIds: readonly number[],
  known: ReadonlyMap<number, InvoiceListItem>,
  all: InvoiceSelection | null,
  currencyOrder: readonly string[] | undefined,
): InvoiceFooterTotals {
  const matching = new Set(all?.ids);
  const everyMatching =
    all !== null && selectedIds.length === all.count && selectedIds.every((id) => matching.has(id));
  const selected =
    selectedIds.length === 0
      ? null
      : everyMatching
        ? sumsOfTotals(all.totals)
        : sumsOf(selectedIds.flatMap((id) => known.get(id) ?? []));
  return { page: sumsOf(rows), selected, currencyOrder };
}

// What the bulk bar and the footer need of a selection that spans pages: every row seen, each
// selected id's type, and the sums.
export function useInvoiceSelection({
  rows,
  selectedIds,
  allMatching,
  currencyOrder,
}: {
  rows: readonly InvoiceListItem[];
  selectedIds: readonly number[];
  allMatching: InvoiceSelection | null;
  currencyOrder?: readonly string[];
}) {
  const known = useKnownInvoices(rows);
  const types = useMemo(() => typesOf(known, allMatching), [known, allMatching]);
  const footer = useMemo(
    () => footerOf(rows, selectedIds, known, allMatching, currencyOrder),
    [rows, selectedIds, known, allMatching, currencyOrder],
  );
  return { known, types, footer };
}
