import type { Balance } from '@/api/time-offs/time-off.schemas';
import type { TimeOffBalanceSortKey } from '@/api/time-offs/time-off-balance-list.query';
import type { ListColumn } from '@/components/data-grid/list-column';
import { daysFigure, dayText, expiringText } from '@/lib/time-off-balance-text';
import { LedgerLink } from '../ledger/ledger-link';

type Column = ListColumn<Balance, TimeOffBalanceSortKey>;
// A column's id: one of the API's sort keys, or an id that does not sort.
type ColumnKey = { id: TimeOffBalanceSortKey } | { id: string; enableSorting: false };

// A column of days, right-aligned; sortable only where the API sorts by it.
const daysColumn = (key: ColumnKey, header: string, days: (row: Balance) => number): Column => ({
  ...key,
  header,
  accessorFn: days,
  meta: { width: 96, align: 'right' },
  cell: ({ row }) => daysFigure(days(row.original)),
});

// The Balances tab's columns: people × leave types, in days; ids of sortable columns are the API's
// sort keys (the server sorts, the table only says so).
export const BALANCE_COLUMNS: Column[] = [
  {
    id: 'user',
    header: 'Person',
    accessorFn: (row) => row.user.name,
    meta: { width: 200, hideable: false },
    cell: ({ row }) => (
      <LedgerLink userId={row.original.user.id} label={`Vacation ledger of ${row.original.user.name}`}>
        {row.original.user.name}
      </LedgerLink>
    ),
  },
  {
    id: 'eligible_from',
    header: 'Eligible from',
    accessorFn: (row) => row.eligible_from ?? '',
    enableSorting: false,
    meta: { width: 130 },
    cell: ({ row }) => (row.original.eligible_from ? dayText(row.original.eligible_from) : '—'),
  },
  daysColumn({ id: 'allowance', enableSorting: false }, 'Allowance', (row) => row.vacation.allowance),
  daysColumn({ id: 'trial_bonus', enableSorting: false }, 'Bonus', (row) => row.vacation.trial_bonus),
  daysColumn({ id: 'carried_over', enableSorting: false }, 'Carried', (row) => row.vacation.carried_over),
  daysColumn({ id: 'taken' }, 'Taken', (row) => row.vacation.taken),
  daysColumn({ id: 'planned', enableSorting: false }, 'Planned', (row) => row.vacation.planned),
  daysColumn({ id: 'pending', enableSorting: false }, 'Pending', (row) => row.vacation.pending),
  daysColumn({ id: 'available' }, 'Available', (row) => row.vacation.available),
  {
    id: 'expiring',
    header: 'Expiring',
    accessorFn: (row) => expiringText(row.vacation.expiring),
    enableSorting: false,
    meta: { width: 180 },
    cell: ({ row }) => expiringText(row.original.vacation.expiring) || '—',
  },
  daysColumn({ id: 'sick_leave', enableSorting: false }, 'Sick', (row) => row.sick_leave.taken),
  daysColumn({ id: 'parental_leave', enableSorting: false }, 'Parental', (row) => row.parental_leave.taken),
  daysColumn({ id: 'unpaid_leave', enableSorting: false }, 'Unpaid', (row) => row.unpaid_leave.taken),
];
