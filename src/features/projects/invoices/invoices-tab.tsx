import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useProjectInvoices } from '@/api/invoices/invoice.queries';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryStates } from '@/components/feedback/query-states';
import {
  approvalStatusLabel,
  invoiceHref,
  invoiceTypeLabel,
  paymentStatusLabel,
} from '@/components/finance/invoice-status';
import { PROJECT_INVOICES_PER_PAGE } from '@/lib/constants';
import { servicePeriodLabel } from '@/lib/invoice-list';
import { formatMoney } from '@/lib/money';
import { newInvoiceHref } from '@/lib/new-invoice-link';
import { positiveIdOf } from '@/lib/positive-id';
import { projectTabHref } from '../project-tabs';
import { UninvoicedBanner } from './uninvoiced-banner';

// /projects/12/invoices: the project's invoices (POST invoices {page, projectId, invoices_per_page: 10}),
// each leading to its drawer on /invoices; the page in the link; "New invoice" for this project.
export function InvoicesTab({ projectId }: { projectId: number }) {
  const router = useRouter();
  const page = positiveIdOf(router.query.page) ?? 1;
  // SPEC §9: 10 a page, the hook's default.
  const invoices = useProjectInvoices({ projectId, page });
  const setPage = (next: number) => {
    const href = projectTabHref(projectId, 'invoices');
    void router.push(next === 1 ? href : `${href}?page=${next}`, undefined, { shallow: true, scroll: false });
  };
  const data = invoices.data;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 2, justifyContent: 'flex-end' }}>
        <Button variant="contained" component={NextLink} href={newInvoiceHref('hours', { projectId })}>
          New invoice
        </Button>
        <Button component={NextLink} href={newInvoiceHref('vacation', { projectId })}>
          New invoice from vacation
        </Button>
      </Stack>
      <UninvoicedBanner projectId={projectId} />
      {!data ? (
        <QueryStates
          query={invoices}
          loadingLabel="Loading the invoices"
          errorMessage="The invoices could not be loaded."
        />
      ) : data.total === 0 ? (
        <EmptyState title="No invoices yet" description="Create one from this project's hours." />
      ) : (
        <>
          <Table size="small" aria-label="Project invoices">
            <TableHead>
              <TableRow>
                <TableCell>Number</TableCell>
                <TableCell>Service period</TableCell>
                <TableCell>Type</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell>Payment</TableCell>
                <TableCell>Approval</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell>
                    <Link component={NextLink} href={invoiceHref(invoice.id)}>
                      {invoice.number}
                    </Link>
                  </TableCell>
                  <TableCell>{servicePeriodLabel(invoice.period_from, invoice.period_to)}</TableCell>
                  <TableCell>{invoiceTypeLabel(invoice.type)}</TableCell>
                  <TableCell align="right">{formatMoney(invoice.total, invoice.currency)}</TableCell>
                  <TableCell>{paymentStatusLabel(invoice.payment_status)}</TableCell>
                  <TableCell>{approvalStatusLabel(invoice.approval_status)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={data.total}
            page={data.current_page - 1}
            rowsPerPage={PROJECT_INVOICES_PER_PAGE}
            rowsPerPageOptions={[PROJECT_INVOICES_PER_PAGE]}
            onPageChange={(_event, next) => setPage(next + 1)}
          />
        </>
      )}
    </Box>
  );
}
