import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import type { Balance } from '@/api/time-offs/time-off.schemas';
import { useTimeOffBalances } from '@/api/time-offs/time-off-balances.queries';
import { useCan } from '@/api/use-can';
import { DataTable } from '@/components/data-grid/data-table';
import { ErrorState } from '@/components/feedback/error-state';
import { ListEmptyState } from '@/components/list/list-empty-state';
import { useListParams } from '@/components/list/use-list-params';
import { useListScreen } from '@/components/list/use-list-screen';
import { useUrlState } from '@/components/url/use-url-state';
import { PERMISSIONS } from '@/lib/permissions';
import { balanceListSchema } from '@/features/time-offs/balances/balance-list-url';
import { dayText } from '@/lib/time-off-balance-text';
import { ledgerUrl } from '../ledger/ledger-url';
import { BALANCE_COLUMNS } from './balance-columns';
import { BALANCE_SCREEN_DEFAULTS, balanceApiFiltersOf, balanceSortOf } from './balance-request-params';
import { BalanceFilters } from './balance-filters';

const rowId = (row: Balance) => String(row.user.id);
// The tab bar's ?view= is not the list's: "Clear filters" leaves it.
const LIST_OPTIONS = { searchField: 'q' } as const;
const NO_MATCH = { title: 'No one matches', description: 'Try another department, name, day or year.' };
const NONE_YET = { title: 'No balances yet', description: 'People appear here once they have a start date.' };

// Everyone's leave in days, a page at a time from the server; filters, sort and page in the link; a
// row opens the person's ledger. Without time-off::manage the API answers one's own row only.
export function BalancesTab() {
  const can = useCan();
  const manager = can(PERMISSIONS.timeOffManage);
  const list = useListParams(balanceListSchema, BALANCE_SCREEN_DEFAULTS, LIST_OPTIONS);
  const { filters, page, perPage, sort } = list;
  const params = useMemo(
    () => ({ filters: balanceApiFiltersOf(filters), page, perPage, sort: balanceSortOf(sort) }),
    [filters, page, perPage, sort],
  );
  // Asked once the router has read the link, so a filtered link never shows the unfiltered list first.
  const balances = useTimeOffBalances(params, { enabled: list.ready });
  const screen = useListScreen({ list, query: balances, rowId });
  const currentYear = new Date().getFullYear();
  // The year the answer counted in (the API's current one when the link names none).
  const countedYear = screen.rows[0]?.year ?? filters.year ?? currentYear;
  const [, setLedger] = useUrlState(ledgerUrl);
  const openLedger = useCallback(
    (row: Balance) => setLedger({ userId: row.user.id, focus: null }, 'push'),
    [setLedger],
  );

  return (
    <>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Balances{filters.balanceOn ? ` on ${dayText(filters.balanceOn)}` : ''}
      </Typography>
      {manager ? <BalanceFilters {...screen.filterBarProps} currentYear={currentYear} /> : null}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Sick, parental and unpaid leave: working days taken in {countedYear}.
      </Typography>
      {screen.isError ? (
        <ErrorState message="The balances could not be loaded." onRetry={screen.retry} />
      ) : (
        <DataTable
          ariaLabel="Balances"
          columns={BALANCE_COLUMNS}
          {...screen.tableProps}
          onRowClick={openLedger}
          stickyFirstColumn
          height="calc(100vh - 420px)"
          emptyState={
            <ListEmptyState
              filtered={screen.filtered}
              noMatch={NO_MATCH}
              empty={NONE_YET}
              onClearFilters={list.clearFilters}
            />
          }
        />
      )}
    </>
  );
}
