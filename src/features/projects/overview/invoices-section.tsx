import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { format, isValid, parseISO } from 'date-fns';
import NextLink from 'next/link';
import type { InvoiceFinances } from '@/api/project-figures/project-figure.schemas';
import { approvalStatusLabel, invoiceHref, paymentStatusLabel } from '@/components/finance/invoice-status';
import { QueryStates } from '@/components/feedback/query-states';
import { SectionPanel } from '@/components/layout/section-panel';
import { fromCents } from '@/lib/cents';
import { formatMoney } from '@/lib/money';
import type { FiguresCurrency } from './use-figures-currency';

const day = (value: string) => {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'd MMM yyyy') : value;
};

// The project's invoices in sums (VAT included): by payment, awaiting approval, rejected, overdue; and
// the latest one.
export function InvoicesSection({
  finances,
  currency,
}: {
  finances: UseQueryResult<InvoiceFinances>;
  currency: FiguresCurrency;
}) {
  const data = finances.data;
  const rows = data
    ? [
        { label: paymentStatusLabel('np'), amounts: data.by_payment.np },
        { label: paymentStatusLabel('pp'), amounts: data.by_payment.pp },
        { label: paymentStatusLabel('p'), amounts: data.by_payment.p },
        { label: approvalStatusLabel('pending'), amounts: data.by_approval.pending },
        { label: approvalStatusLabel('rejected'), amounts: data.by_approval.rejected },
        { label: 'Overdue', amounts: data.overdue },
      ]
    : [];
  const last = data?.last_invoice;
  return (
    <SectionPanel
      title="Invoices"
      editable={false}
      isEmpty={finances.isSuccess && last === null}
      emptyTitle="No invoices yet"
      emptyDescription="Invoices for this project's months show here once they are made."
    >
      <QueryStates
        query={finances}
        loadingLabel="Loading the invoice sums"
        errorMessage="The invoice sums could not be loaded."
        rows={3}
      />
      {data ? (
        <>
          <Table size="small" aria-label="Invoice sums, VAT included" sx={{ maxWidth: 480 }}>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.label}>
                  <TableCell component="th" scope="row">
                    {row.label}
                  </TableCell>
                  <TableCell align="right">{currency.text(row.amounts)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {last ? (
            <Typography sx={{ mt: 2 }}>
              Latest:{' '}
              <Link component={NextLink} href={invoiceHref(last.id)}>
                {last.number}
              </Link>
              , issued {day(last.issue_date)}, {formatMoney(fromCents(last.total), last.currency)} —{' '}
              {paymentStatusLabel(last.payment_status)},{' '}
              {approvalStatusLabel(last.approval_status).toLowerCase()}.
            </Typography>
          ) : null}
        </>
      ) : null}
    </SectionPanel>
  );
}
