import type { ColumnDef } from '@tanstack/react-table';
import type { Balance } from '@/api/time-offs/time-off.schemas';
import { daysFigure, dayText, expiringText } from '@/lib/time-off-balance-text';
import { LedgerLink } from '../ledger/ledger-link';

type Column = ColumnDef<Balance, unknown>;

// A column of days, right-aligned; sortable only where the API sorts by it.
const daysColumn = (
  id: string,
  header: string,
  days: (row: Balance) => number,
  sortable = false,
): Column => ({
  id,
  header,
  accessorFn: days,
  enableSorting: sortable,
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
  daysColumn('allowance', 'Allowance', (row) => row.vacation.allowance),
  daysColumn('trial_bonus', 'Bonus', (row) => row.vacation.trial_bonus),
  daysColumn('carried_over', 'Carried', (row) => row.vacation.carried_over),
  daysColumn('taken', 'Taken', (row) => row.vacation.taken, true),
  daysColumn('planned', 'Planned', (row) => row.vacation.planned),
  daysColumn('pending', 'Pending', (row) => row.vacation.pending),
  daysColumn('available', 'Available', (row) => row.vacation.available, true),
  {
    id: 'expiring',
    header: 'Expiring',
    accessorFn: (row) => expiringText(row.vacation.expiring),
    enableSorting: false,
    meta: { width: 180 },
    cell: ({ row }) => expiringText(row.original.vacation.expiring) || '—',
  },
  daysColumn('sick_leave', 'Sick', (row) => row.sick_leave.taken),
  daysColumn('parental_leave', 'Parental', (row) => row.parental_leave.taken),
  daysColumn('unpaid_leave', 'Unpaid', (row) => row.unpaid_leave.taken),
];
