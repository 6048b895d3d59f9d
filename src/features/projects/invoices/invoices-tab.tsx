import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SortingState } from '@tanstack/react-table';
import NextLink from 'next/link';
import type { InvoiceListItem } from '@/api/invoices/invoice.schemas';
import { useProjectInvoices } from '@/api/invoices/invoice.queries';
import { DataTable } from '@/components/data-grid/data-table';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryStates } from '@/components/feedback/query-states';
import { serverTableProps } from '@/components/list/server-table-props';
import { useUrlState } from '@/components/url/use-url-state';
import { PROJECT_INVOICES_PER_PAGE } from '@/lib/constants';
import { newInvoiceHref } from '@/lib/new-invoice-link';
import { PROJECT_INVOICE_COLUMNS } from './project-invoice-columns';
import { projectInvoicesPageUrl } from './project-invoices-url';
import { UninvoicedBanner } from './uninvoiced-banner';

const NO_SORT: SortingState = [];
const PAGE_SIZE_OPTIONS = [PROJECT_INVOICES_PER_PAGE];
const ignore = () => undefined;
const rowId = (row: InvoiceListItem) => String(row.id);

// /projects/12/invoices: the project's invoices (POST invoices {page, projectId, invoices_per_page: 10}),
// each leading to its drawer on /invoices; the page in the link; "New invoice" for this project.
export function InvoicesTab({ projectId }: { projectId: number }) {
  const [page, goToPage] = useUrlState(projectInvoicesPageUrl);
  // SPEC §9: 10 a page, the hook's default.
  const invoices = useProjectInvoices({ projectId, page });
  // Each page is a step the Back button undoes.
  const setPage = (next: number) => goToPage(next, 'push');
  // One page size and one order (the API sorts a project's invoices itself).
  const paging = {
    sorting: NO_SORT,
    onSortingChange: ignore,
    page,
    perPage: PROJECT_INVOICES_PER_PAGE,
    perPageOptions: PAGE_SIZE_OPTIONS,
    setPage,
    setPerPage: ignore,
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
        <DataTable
          ariaLabel="Project invoices"
          columns={PROJECT_INVOICE_COLUMNS}
          data={data.data}
          getRowId={rowId}
          {...serverTableProps(paging, data)}
          // Ten rows at most: the table is as tall as they are, every one rendered.
          height="auto"
        />
      )}
    </Box>
  );
}
