import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { format, parseISO } from 'date-fns';
import NextLink from 'next/link';
import { projectStatusLabel, type ProjectListItem } from '@/api/internal-projects/internal-project.schemas';
import type { ProjectSortKey } from '@/api/internal-projects/internal-projects.query';
import type { ListColumn } from '@/components/data-grid/list-column';
import { formatMonthRange } from '@/lib/period-label';
import { formatMoney } from '@/lib/money';
import { projectTabHref } from '../project-tabs';
import { ProjectTrend } from './project-trend';

// Money in the project's own currency, never added to another's.
const money = (amount: number, currency: string) => formatMoney(amount, currency);

type Column = ListColumn<ProjectListItem, ProjectSortKey>;

const moneyColumn = (id: 'forecast_month' | 'invoiced_ytd' | 'outstanding', header: string): Column => ({
  id,
  header,
  accessorFn: (row) => row.totals[id],
  meta: { width: 150, align: 'right' },
  cell: ({ row }) => money(row.original.totals[id], row.original.currency),
});

// The projects list's columns; ids are the API's sort keys (the server sorts, the table only says so).
export const PROJECT_COLUMNS: Column[] = [
  {
    id: 'title',
    header: 'Title',
    accessorFn: (row) => row.title,
    meta: { width: 220, hideable: false },
    cell: ({ row }) => (
      <Link
        component={NextLink}
        href={projectTabHref(row.original.id)}
        underline="hover"
        sx={{ fontWeight: 500 }}
      >
        {row.original.title}
      </Link>
    ),
  },
  {
    id: 'client',
    header: 'Client',
    accessorFn: (row) => row.client ?? '',
    meta: { width: 170 },
    cell: ({ row }) => row.original.client ?? '—',
  },
  {
    id: 'project_manager',
    header: 'Manager',
    accessorFn: (row) => row.project_manager?.name ?? '',
    meta: { width: 150 },
    cell: ({ row }) => row.original.project_manager?.name ?? '—',
  },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (row) => row.status,
    meta: { width: 120 },
    cell: ({ row }) => (
      <Chip label={projectStatusLabel(row.original.status)} size="small" variant="outlined" />
    ),
  },
  { id: 'currency', header: 'Currency', accessorFn: (row) => row.currency, meta: { width: 100 } },
  {
    id: 'start_date',
    header: 'Dates',
    accessorFn: (row) => row.start_date,
    meta: { width: 180 },
    cell: ({ row }) => formatMonthRange(row.original.start_date, row.original.end_date),
  },
  {
    id: 'people_count',
    header: 'People',
    accessorFn: (row) => row.people_count,
    meta: { width: 90, align: 'right' },
  },
  moneyColumn('forecast_month', 'Forecast this month'),
  moneyColumn('invoiced_ytd', 'Invoiced this year'),
  moneyColumn('outstanding', 'Outstanding'),
  {
    id: 'trend',
    header: 'Trend',
    enableSorting: false,
    meta: { width: 120, label: 'Trend (forecast vs invoiced)' },
    cell: ({ row }) => <ProjectTrend points={row.original.trend} currency={row.original.currency} />,
  },
  {
    id: 'next_reminder',
    header: 'Next reminder',
    enableSorting: false,
    meta: { width: 220 },
    cell: ({ row }) => {
      const reminder = row.original.next_reminder;
      if (!reminder) return '—';
      return (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap title={reminder.title}>
            {reminder.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {format(parseISO(reminder.due_date), 'd MMM yyyy')}
          </Typography>
        </Box>
      );
    },
  },
];
