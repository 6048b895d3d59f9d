import Link from '@mui/material/Link';
import type { ColumnDef, ColumnMeta } from '@tanstack/react-table';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import type { InvoiceListItem } from '@/api/invoices/invoice.schemas';
import {
  approvalStatusLabel,
  invoiceHref,
  invoiceTypeLabel,
  paymentStatusLabel,
} from '@/components/finance/invoice-status';
import { servicePeriodLabel } from '@/lib/invoice-list';
import { formatMoney } from '@/lib/money';

type Column = ColumnDef<InvoiceListItem, unknown>;

// A project's invoices come newest first and sort no other way: a column shows, with no accessor to
// sort by.
const column = (
  id: string,
  header: string,
  show: (invoice: InvoiceListItem) => ReactNode,
  meta?: ColumnMeta<InvoiceListItem, unknown>,
): Column => ({ id, header, meta, cell: ({ row }) => show(row.original) });

export const PROJECT_INVOICE_COLUMNS: Column[] = [
  column(
    'number',
    'Number',
    (invoice) => (
      <Link component={NextLink} href={invoiceHref(invoice.id)}>
        {invoice.number}
      </Link>
    ),
    { width: 140 },
  ),
  column('period', 'Service period', (invoice) => servicePeriodLabel(invoice.period_from, invoice.period_to)),
  column('type', 'Type', (invoice) => invoiceTypeLabel(invoice.type), { width: 110 }),
  column('total', 'Total', (invoice) => formatMoney(invoice.total, invoice.currency), {
    width: 150,
    align: 'right',
  }),
  column('payment', 'Payment', (invoice) => paymentStatusLabel(invoice.payment_status), { width: 140 }),
  column('approval', 'Approval', (invoice) => approvalStatusLabel(invoice.approval_status), { width: 160 }),
];
