import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TimeOff } from '@/api/time-offs/time-off.schemas';
import type { TimeOffSortKey } from '@/api/time-offs/time-off-list.query';
import type { ListColumn } from '@/components/data-grid/list-column';
import { PersonAvatar } from '@/components/layout/person-avatar';
import { daysText } from '@/lib/time-off-balance-text';
import { approvalStepLabel, exclusionLabel, timeOffTypeLabel } from '@/lib/time-off-labels';
import { OthersOffCell } from '../request/others-off';
import { TimeOffDates } from '../request/time-off-dates';
import { TimeOffStatusChip } from '../request/time-off-status-chip';
import { WorkingTime } from '../request/working-time';
import { RequestLink } from './request-link';
import { RequestRowMenu } from './request-row-menu';

type Column = ListColumn<TimeOff, TimeOffSortKey>;

// The kit's avatar takes the name in two parts; the API sends it whole.
const nameParts = (name: string): { firstName: string; lastName: string } => {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
};

// The requests list's columns; ids are the API's sort keys where it sorts by them.
export const REQUEST_COLUMNS: Column[] = [
  {
    id: 'user',
    header: 'Person',
    accessorFn: (row) => row.user.name,
    meta: { width: 200, hideable: false },
    cell: ({ row }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <PersonAvatar
          {...nameParts(row.original.user.name)}
          src={row.original.user.avatar}
          colorKey={row.original.user.id}
          size={28}
          alt=""
        />
        <Box sx={{ minWidth: 0 }}>
          <RequestLink id={row.original.id}>{row.original.user.name}</RequestLink>
          <Typography variant="caption" color="text.secondary" component="div" noWrap>
            {row.original.user.department?.name ?? ''}
          </Typography>
        </Box>
      </Box>
    ),
  },
  {
    id: 'type',
    header: 'Type',
    accessorFn: (row) => row.type,
    meta: { width: 110 },
    cell: ({ row }) => timeOffTypeLabel(row.original.type),
  },
  {
    id: 'start_date',
    header: 'Dates',
    accessorFn: (row) => row.start_date,
    meta: { width: 170 },
    cell: ({ row }) => <TimeOffDates request={row.original} />,
  },
  {
    id: 'working_days',
    header: 'Working days',
    accessorFn: (row) => row.working_days,
    meta: { width: 120 },
    cell: ({ row }) => (
      <WorkingTime
        days={row.original.working_days}
        hours={row.original.hours}
        skipped={row.original.skipped}
      />
    ),
  },
  {
    id: 'balance_after',
    header: 'Balance after',
    enableSorting: false,
    meta: { width: 105 },
    cell: ({ row }) => (row.original.balance_after === null ? '—' : daysText(row.original.balance_after)),
  },
  {
    id: 'others_off',
    header: 'Also off',
    enableSorting: false,
    meta: { width: 150 },
    cell: ({ row }) => <OthersOffCell others={row.original.others_off} />,
  },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (row) => row.status,
    meta: { width: 120 },
    cell: ({ row }) => <TimeOffStatusChip status={row.original.status} />,
  },
  {
    id: 'step',
    header: 'Approval',
    enableSorting: false,
    meta: { width: 190 },
    cell: ({ row }) => (
      <Typography variant="body2">
        {approvalStepLabel(row.original.status, row.original.approvals, row.original.waiting_for) || '—'}
      </Typography>
    ),
  },
  {
    id: 'exclusion',
    header: 'Exclusion',
    enableSorting: false,
    meta: { width: 130, hidden: false },
    cell: ({ row }) =>
      row.original.exclusion === 'partially'
        ? `${exclusionLabel('partially')} (${daysText(row.original.excluded_days)})`
        : exclusionLabel(row.original.exclusion),
  },
  {
    id: 'actions',
    header: 'Actions',
    enableSorting: false,
    meta: { width: 70, hideable: false, align: 'right' },
    cell: ({ row }) => <RequestRowMenu request={row.original} />,
  },
];
