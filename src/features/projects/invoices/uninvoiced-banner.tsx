import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { format, parseISO } from 'date-fns';
import NextLink from 'next/link';
import { useInvoiceFinances } from '@/api/project-figures/project-figure.queries';
import { newInvoiceHref } from '@/lib/new-invoice-link';

const monthName = (month: string) => format(parseISO(`${month}-01`), 'MMMM yyyy');

// Closed months with work and no invoice (GET internal-projects/invoice-finances/{id}), each opening
// the create wizard for this project and month. Per project: no call lists them for the whole tenant.
export function UninvoicedBanner({ projectId }: { projectId: number }) {
  const finances = useInvoiceFinances(projectId);
  const months = finances.data?.uninvoiced_months ?? [];
  if (months.length === 0) return null;
  const count = months.length;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>
        {count} closed {count === 1 ? 'month has' : 'months have'} no invoice
      </AlertTitle>
      {months.map((month, index) => (
        <span key={month}>
          {index > 0 ? ' · ' : null}
          <Link component={NextLink} href={newInvoiceHref('hours', { projectId, month })}>
            Invoice {monthName(month)}
          </Link>
        </span>
      ))}
    </Alert>
  );
}
