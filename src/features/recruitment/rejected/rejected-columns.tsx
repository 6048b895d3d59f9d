import Restore from '@mui/icons-material/Restore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Candidate } from '@/api/recruitment/candidate.schemas';
import type { ListColumn } from '@/components/data-grid/list-column';
import { DrawerLink } from '@/components/list/drawer-link';
import { dayLabel } from '@/lib/calendar-day';
import { opensCandidate } from '../shared/candidate-url';
import type { RejectedSortKey } from './rejected-candidate-params';

type Column = ListColumn<Candidate, RejectedSortKey>;

type Options = {
  stageName: (key: string) => string;
  // Absent: the user may not restore.
  onRestore?: (candidate: Candidate) => void;
};

const rejectedOn = (text: string) => dayLabel(new Date(text));

// The rejected list's columns; ids are the API's sort keys where the server sorts by them.
export function rejectedColumns({ stageName, onRestore }: Options): Column[] {
  const columns: Column[] = [
    {
      id: 'name',
      header: 'Candidate',
      accessorFn: (row) => row.name,
      meta: { width: 220, hideable: false },
      cell: ({ row }) => (
        <Box sx={{ minWidth: 0 }}>
          <DrawerLink opens={opensCandidate(row.original.id)}>{row.original.name}</DrawerLink>
          <Typography variant="caption" color="text.secondary" component="div" noWrap>
            {row.original.email}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'position',
      header: 'Position',
      enableSorting: false,
      accessorFn: (row) => row.position?.name ?? '',
      meta: { width: 170 },
      cell: ({ row }) => row.original.position?.name ?? '—',
    },
    {
      id: 'stage',
      header: 'Stage at rejection',
      accessorFn: (row) => row.rejection?.stage ?? row.stage,
      meta: { width: 150 },
      cell: ({ row }) => stageName(row.original.rejection?.stage ?? row.original.stage),
    },
    {
      id: 'reason',
      header: 'Reason',
      enableSorting: false,
      accessorFn: (row) => row.rejection?.reason.name ?? '',
      meta: { width: 170 },
      cell: ({ row }) => row.original.rejection?.reason.name ?? '—',
    },
    {
      id: 'note',
      header: 'Note',
      enableSorting: false,
      accessorFn: (row) => row.rejection?.note ?? '',
      meta: { width: 220 },
      cell: ({ row }) => {
        const note = row.original.rejection?.note;
        if (!note) return '—';
        // Cut by the cell's width; the whole note on hover or focus (and in the DOM for screen readers).
        return (
          <Tooltip title={note} describeChild>
            <Typography variant="body2" noWrap tabIndex={0} sx={{ maxWidth: '100%' }}>
              {note}
            </Typography>
          </Tooltip>
        );
      },
    },
    {
      id: 'rejected_at',
      header: 'Rejected',
      accessorFn: (row) => row.rejection?.rejected_at ?? '',
      meta: { width: 170 },
      cell: ({ row }) => {
        const rejection = row.original.rejection;
        if (!rejection) return '—';
        return (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{rejectedOn(rejection.rejected_at)}</Typography>
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              {rejection.rejected_by ? `by ${rejection.rejected_by.name}` : 'by nobody recorded'}
            </Typography>
          </Box>
        );
      },
    },
    {
      id: 'source',
      header: 'Source',
      enableSorting: false,
      accessorFn: (row) => row.source ?? '',
      meta: { width: 130, hidden: true },
      cell: ({ row }) => row.original.source ?? '—',
    },
  ];
  if (!onRestore) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      meta: { width: 130, hideable: false },
      cell: ({ row }) => (
        <Button
          size="small"
          startIcon={<Restore />}
          aria-label={`Restore ${row.original.name}`}
          onClick={() => onRestore(row.original)}
        >
          Restore
        </Button>
      ),
    },
  ];
}
