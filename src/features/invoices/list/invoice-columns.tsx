import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ColumnDef } from '@tanstack/react-table';
import { parseISO } from 'date-fns';
import { dayLabel } from '@/lib/calendar-day';
import type { InvoiceListItem } from '@/api/invoices/invoice.schemas';
import { servicePeriodLabel } from '@/lib/invoice-list';
import { formatMoney } from '@/lib/money';
import { invoiceTypeLabel } from '@/components/finance/invoice-status';
import { visuallyHidden } from '@/components/layout/visually-hidden';
import { DueCell } from './due-cell';
import { InvoiceFooterSum } from './invoice-totals-context';
import { InvoiceLink } from './invoice-link';
import type { InvoiceScreenSort } from './invoice-list-screen';
import { InvoiceRowMenu } from './invoice-row-menu';
import { PaidCell } from './paid-cell';
import { ApprovalStatusChip, PaymentStatusChip } from './invoice-status-chips';

// A column the list sorts by has one of the screen's API sort keys as its id (another does not compile);
// the others say they do not sort.
type Column = ColumnDef<InvoiceListItem, unknown> &
  ({ id: InvoiceScreenSort; enableSorting?: true } | { id: string; enableSorting: false });

const day = (value: string) => dayLabel(parseISO(value));

const moneyColumn = (id: 'subtotal' | 'vat_amount' | 'total', header: string, hidden: boolean): Column => ({
  id,
  header,
  accessorFn: (row) => row[id],
  meta: { width: 120, align: 'right', hidden },
  cell: ({ row }) => formatMoney(row.original[id], row.original.currency),
  footer: id === 'total' ? () => <InvoiceFooterSum field="total" /> : undefined,
});

// The invoices list's columns; a sortable one's id is the API's sort key. The defaults (about 980 px with the
// checkboxes) fit 1280 px beside the navigation; net, VAT, issued, type and MoneyBird wait in the menu.
export const INVOICE_COLUMNS: Column[] = [
  {
    id: 'number',
    header: 'Number',
    accessorFn: (row) => row.number,
    meta: { width: 120, hideable: false },
    cell: ({ row }) => (
      <Box sx={{ minWidth: 0 }}>
        <InvoiceLink id={row.original.id}>{row.original.number}</InvoiceLink>
        <Typography variant="caption" color="text.secondary" component="div">
          {invoiceTypeLabel(row.original.type)}
        </Typography>
      </Box>
    ),
  },
  {
    id: 'project',
    header: 'Project and client',
    accessorFn: (row) => row.project.title,
    meta: { width: 165 },
    cell: ({ row }) => (
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap title={row.original.project.title}>
          {row.original.project.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          {row.original.client ?? '—'}
        </Typography>
      </Box>
    ),
  },
  {
    id: 'period',
    header: 'Service period',
    accessorFn: (row) => row.period_from,
    meta: { width: 100 },
    cell: ({ row }) => servicePeriodLabel(row.original.period_from, row.original.period_to),
  },
  {
    id: 'type',
    header: 'Type',
    accessorFn: (row) => row.type,
    meta: { width: 100, hidden: true },
    cell: ({ row }) => invoiceTypeLabel(row.original.type),
  },
  {
    id: 'issue_date',
    header: 'Issued',
    accessorFn: (row) => row.issue_date,
    meta: { width: 110, hidden: true },
    cell: ({ row }) => day(row.original.issue_date),
  },
  {
    id: 'due_date',
    header: 'Due',
    accessorFn: (row) => row.due_date,
    meta: { width: 125 },
    cell: ({ row }) => (
      <DueCell dueDate={row.original.due_date} paymentStatus={row.original.payment_status} />
    ),
  },
  moneyColumn('subtotal', 'Net', true),
  moneyColumn('vat_amount', 'VAT', true),
  moneyColumn('total', 'Total', false),
  {
    id: 'balance',
    header: 'Paid and balance',
    accessorFn: (row) => row.balance,
    meta: { width: 135, align: 'right' },
    cell: ({ row }) => <PaidCell invoice={row.original} />,
    footer: () => <InvoiceFooterSum field="balance" />,
  },
  {
    id: 'payment_status',
    header: 'Status',
    accessorFn: (row) => row.payment_status,
    meta: { width: 150, label: 'Status (payment, approval)' },
    cell: ({ row }) => (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
        <PaymentStatusChip status={row.original.payment_status} />
        <ApprovalStatusChip status={row.original.approval_status} approval={row.original.approval} />
      </Box>
    ),
  },
  {
    id: 'moneybird',
    header: 'MoneyBird',
    enableSorting: false,
    meta: { width: 110, hidden: true },
    cell: ({ row }) => row.original.moneybird?.state ?? 'Not sent',
  },
  {
    id: 'actions',
    header: () => (
      <Box component="span" sx={visuallyHidden}>
        Actions
      </Box>
    ),
    enableSorting: false,
    meta: { width: 52, hideable: false, label: 'Actions' },
    cell: ({ row }) => <InvoiceRowMenu invoice={row.original} />,
  },
];
