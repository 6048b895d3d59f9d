import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { format, parseISO } from 'date-fns';
import NextLink from 'next/link';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { UninvoicedMonth } from '@/api/invoices/invoice.schemas';
import { toCents } from '@/lib/cents';
import { formatByCurrency, sumByCurrency } from '@/lib/currency-totals';
import { formatMoney } from '@/lib/money';
import { newInvoiceHref } from '@/lib/new-invoice-link';

// More than this many are folded behind "Show all".
const SHOWN_AT_FIRST = 5;

const monthName = (month: string) => format(parseISO(`${month}-01`), 'MMMM yyyy');
const projectCount = (entries: readonly UninvoicedMonth[]) =>
  new Set(entries.map((entry) => entry.project.id)).size;

export type UninvoicedMonthsBannerProps = {
  uninvoiced: UseQueryResult<UninvoicedMonth[]>;
  currencyOrder?: readonly string[];
};

// "N projects have a closed month with no invoice" on /invoices, each month opening the create wizard
// for its project and month; what the terms forecast, per currency, never added across currencies.
// Nothing while it loads or when every closed month is invoiced; a failure says so with Retry.
export function UninvoicedMonthsBanner({ uninvoiced, currencyOrder }: UninvoicedMonthsBannerProps) {
  const [showAll, setShowAll] = useState(false);
  const titleId = useId();
  if (uninvoiced.isError) {
    return (
      <Alert
        severity="info"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void uninvoiced.refetch()}>
            Retry
          </Button>
        }
      >
        Closed months without an invoice could not be checked.
      </Alert>
    );
  }
  const entries = uninvoiced.data ?? [];
  if (entries.length === 0) return null;
  const projects = projectCount(entries);
  const shown = showAll ? entries : entries.slice(0, SHOWN_AT_FIRST);
  const expected = sumByCurrency(
    entries.map((entry) => ({ currency: entry.forecast.currency, cents: toCents(entry.forecast.amount) })),
  );
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="region" aria-labelledby={titleId}>
      <AlertTitle id={titleId} component="h2">
        {projects} {projects === 1 ? 'project has' : 'projects have'} a closed month with no invoice
      </AlertTitle>
      <ul aria-labelledby={titleId} style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {shown.map((entry) => (
          <li key={`${entry.project.id}-${entry.month}`}>
            <Link
              component={NextLink}
              href={newInvoiceHref(entry.type, { projectId: entry.project.id, month: entry.month })}
            >
              {entry.project.title}
              {entry.project.client ? ` (${entry.project.client})` : ''}, {monthName(entry.month)}
            </Link>
            {`: ${formatMoney(entry.forecast.amount, entry.forecast.currency)} expected`}
          </li>
        ))}
      </ul>
      {entries.length > SHOWN_AT_FIRST ? (
        <Button size="small" color="inherit" onClick={() => setShowAll((all) => !all)}>
          {showAll ? 'Show fewer' : `Show all ${entries.length}`}
        </Button>
      ) : null}
      <div>Expected in all: {formatByCurrency(expected, currencyOrder)}</div>
    </Alert>
  );
}
