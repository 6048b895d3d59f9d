import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { FinancialReportRowView } from '@/components/finance/financial-report-row';
import { monthsWithoutInvoice } from '@/lib/financial-periods';
import type { ReportRowCents } from '@/lib/revenue-report';

// A row expanded under the grid: the financial report row as the project revenue tab draws it (the
// difference explained, the invoices behind it, each opening the invoice's drawer) and, for income, the
// ended months no invoice covers.
export type ReportRowDetailProps = {
  id: string;
  row: ReportRowCents;
  view: 'month' | 'quarter';
  currencyOrder: readonly string[];
  showMissingInvoices: boolean;
  note: ReactNode;
  // What a kind adds above the row (profitability: cost, profit, margin).
  extra?: ReactNode;
  onClose: () => void;
};

export function ReportRowDetail({
  id,
  row,
  view,
  currencyOrder,
  showMissingInvoices,
  note,
  extra,
  onClose,
}: ReportRowDetailProps) {
  const missing = showMissingInvoices ? monthsWithoutInvoice(row) : [];
  const headingId = `${id}-heading`;
  // The grid is tall: the expanded row comes into view below it (focus stays on the button).
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [row.id]);
  return (
    <Paper
      ref={ref}
      id={id}
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, mb: 2, mt: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="h2" component="h2" sx={{ flex: 1 }}>
          {row.title}
        </Typography>
        <IconButton aria-label={`Close ${row.title}`} onClick={onClose} className="report-no-print">
          <Close />
        </IconButton>
      </Box>
      {extra}
      {missing.length > 0 ? (
        <Box component="ul" aria-label="Months without an invoice" sx={{ m: 0, mb: 2, pl: 3 }}>
          {missing.map((month) => (
            <Typography component="li" key={month}>
              No invoice for {month}
            </Typography>
          ))}
        </Box>
      ) : null}
      <FinancialReportRowView row={row} view={view} currencyOrder={currencyOrder} note={note} />
    </Paper>
  );
}
