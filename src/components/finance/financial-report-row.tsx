import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { format, isValid, parseISO } from 'date-fns';
import NextLink from 'next/link';
import { Fragment, useId, type ReactNode } from 'react';
import { visuallyHidden } from '@/components/layout/visually-hidden';
import { fromCents } from '@/lib/cents';
import { orderCurrencies } from '@/lib/currency';
import type { CentsByCurrency } from '@/lib/currency-totals';
import { formatMoney } from '@/lib/money';
import { MONTHS, QUARTERS, type MonthName } from '@/lib/quarters';
import { closedDelta, isClosedMonth, type ReportRowCents } from '@/lib/revenue-report';
import { approvalStatusLabel, invoiceHref as defaultInvoiceHref, paymentStatusLabel } from './invoice-status';

// The financial report row (SPEC §3, finance.md §4), drawn once for the project revenue tab, the budget
// and the three reports: forecast and actual per currency by month or quarter, the difference of the
// ended months and what explains it (vacation, sick leave, the rest), and the invoices behind it. Open
// months show the forecast only, hatched and marked "open" in words; their actual is "—".

export type ReportView = 'month' | 'quarter';

// A line drawn beside forecast and actual (the baseline, a budget), by month; quarters are its sums.
export type ExtraReportLine = { id: string; label: string; months: Record<MonthName, CentsByCurrency> };

type Period = { key: string; label: string; months: readonly MonthName[] };

const MONTH_PERIODS: readonly Period[] = MONTHS.map((month) => ({
  key: month,
  label: month.slice(0, 3),
  months: [month],
}));
const QUARTER_PERIODS: readonly Period[] = QUARTERS.map((quarter) => ({
  key: quarter.name,
  label: quarter.name,
  months: quarter.months,
}));

const HATCH = 'repeating-linear-gradient(135deg, transparent 0 4px, rgba(127, 127, 127, 0.14) 4px 8px)';

const sumMonths = (
  byMonth: Record<MonthName, CentsByCurrency>,
  months: readonly MonthName[],
  currency: string,
) => months.reduce((sum, month) => sum + (byMonth[month][currency] ?? 0), 0);

export const formatSigned = (cents: number, currency?: string): string =>
  `${cents > 0 ? '+' : ''}${formatMoney(fromCents(cents), currency)}`;

export const formatPercentage = (percentage: number | null): string =>
  percentage === null ? '—' : `${percentage > 0 ? '+' : ''}${percentage.toFixed(2)} %`;

const dayLabel = (value: string) => {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'd MMM yyyy') : value;
};
const monthOf = (value: string) => {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM yyyy') : value;
};

function currenciesOf(row: ReportRowCents, order?: readonly string[]): string[] {
  const codes = new Set<string>();
  for (const month of MONTHS) {
    Object.keys(row.months[month].forecast).forEach((code) => codes.add(code));
    Object.keys(row.months[month].actual).forEach((code) => codes.add(code));
  }
  Object.keys(row.delta.total).forEach((code) => codes.add(code));
  return orderCurrencies([...codes], order);
}

function PeriodTable({
  row,
  view,
  currencies,
  extraLines,
  caption,
}: {
  row: ReportRowCents;
  view: ReportView;
  currencies: readonly string[];
  extraLines: readonly ExtraReportLine[];
  caption: string;
}) {
  const periods = view === 'quarter' ? QUARTER_PERIODS : MONTH_PERIODS;
  const isOpen = (period: Period) => !period.months.every((month) => isClosedMonth(row, month));
  const forecastOf = (period: Period, currency: string) =>
    period.months.reduce((sum, month) => sum + (row.months[month].forecast[currency] ?? 0), 0);
  const closedMonthsOf = (period: Period) => period.months.filter((month) => isClosedMonth(row, month));
  const actualOf = (period: Period, currency: string) => {
    const closed = closedMonthsOf(period);
    if (closed.length === 0) return null;
    return closed.reduce((sum, month) => sum + (row.months[month].actual[currency] ?? 0), 0);
  };
  const deltaOf = (period: Period, currency: string) => {
    const delta = closedDelta(row, period.months);
    return delta === null ? null : (delta[currency] ?? 0);
  };
  const year: Period = { key: 'year', label: String(row.year), months: MONTHS };
  const columns = [...periods, year];
  const cell = (value: number | null, signed = false) =>
    value === null ? '—' : signed ? formatSigned(value) : formatMoney(fromCents(value));
  const label = useId();

  return (
    <TableContainer role="region" aria-labelledby={label} tabIndex={0} sx={{ mb: 2 }}>
      <Table size="small" sx={{ minWidth: view === 'quarter' ? 560 : 1200 }}>
        <caption id={label} style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>
          {caption}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell
              component="th"
              scope="col"
              sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}
            >
              <Box component="span" sx={visuallyHidden}>
                Figure
              </Box>
            </TableCell>
            {columns.map((period) => (
              <TableCell key={period.key} component="th" scope="col" align="right">
                {period.key === 'year' ? `Year ${row.year}` : period.label}
                {period.key !== 'year' && isOpen(period) ? (
                  <Typography
                    variant="caption"
                    component="span"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    open
                  </Typography>
                ) : null}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {currencies.map((currency) => {
            const lines: {
              id: string;
              label: string;
              value: (period: Period) => number | null;
              signed?: boolean;
            }[] = [
              { id: 'forecast', label: 'Forecast', value: (period) => forecastOf(period, currency) },
              ...extraLines.map((line) => ({
                id: line.id,
                label: line.label,
                value: (period: Period) => sumMonths(line.months, period.months, currency),
              })),
              { id: 'actual', label: 'Actual', value: (period) => actualOf(period, currency) },
              {
                id: 'delta',
                label: 'Δ Difference',
                value: (period) => deltaOf(period, currency),
                signed: true,
              },
            ];
            return (
              <Fragment key={currency}>
                {lines.map((line) => (
                  <TableRow key={`${currency}-${line.id}`}>
                    <TableCell
                      component="th"
                      scope="row"
                      sx={{
                        position: 'sticky',
                        left: 0,
                        bgcolor: 'background.paper',
                        zIndex: 1,
                        whiteSpace: 'nowrap',
                        fontWeight: line.id === 'delta' ? 600 : undefined,
                      }}
                    >
                      {line.label} ({currency})
                    </TableCell>
                    {columns.map((period) => {
                      const value = line.value(period);
                      const hatched = line.id === 'forecast' && period.key !== 'year' && isOpen(period);
                      return (
                        <TableCell
                          key={period.key}
                          align="right"
                          sx={{
                            whiteSpace: 'nowrap',
                            backgroundImage: hatched ? HATCH : undefined,
                            fontWeight: period.key === 'year' ? 600 : undefined,
                            color: line.signed && value !== null && value < 0 ? 'error.main' : undefined,
                          }}
                        >
                          {cell(value, line.signed)}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

// Each part per currency ("−1,080.00 EUR · −120.00 USD"), in the order of the row's currencies.
const signedByCurrency = (amounts: CentsByCurrency, currencies: readonly string[]): string => {
  const present = currencies.filter((code) => amounts[code] !== undefined);
  return present.length === 0
    ? '—'
    : present.map((code) => formatSigned(amounts[code] ?? 0, code)).join(' · ');
};

function DeltaSplit({
  row,
  currencies,
  heading,
}: {
  row: ReportRowCents;
  currencies: readonly string[];
  heading: ReactNode;
}) {
  const { delta } = row;
  const split = [
    { id: 'vacation', label: 'Vacation', amounts: delta.other.vacation },
    { id: 'sick_leave', label: 'Sick leave', amounts: delta.other.sick_leave },
    {
      id: 'other',
      label: 'Other (unbilled months, rate changes, other leave, rounding)',
      amounts: delta.other.other,
    },
  ];
  const total = Object.entries(delta.total)
    .map(([code, cents]) => formatSigned(cents, code))
    .join(' · ');
  const closed = row.closed_through ? monthOf(`${row.closed_through}-01`) : null;
  return (
    <Box sx={{ mb: 2 }}>
      {heading}
      <Typography sx={{ mb: 1 }}>
        {closed ? `Ended months through ${closed}` : 'No month has ended yet'}: difference{' '}
        <strong>{total || '—'}</strong> ({formatPercentage(delta.percentage)} of the forecast).
      </Typography>
      <Table size="small" aria-label="What explains the difference" sx={{ maxWidth: 560 }}>
        <TableBody>
          {split.map((part) => (
            <TableRow key={part.id}>
              <TableCell component="th" scope="row">
                {part.label}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {signedByCurrency(part.amounts, currencies)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function RowInvoices({
  row,
  heading,
  invoiceHref,
}: {
  row: ReportRowCents;
  heading: ReactNode;
  invoiceHref: (id: number) => string;
}) {
  return (
    <Box>
      {heading}
      {row.invoices.length === 0 ? (
        <Typography color="text.secondary">No invoice counts towards {row.year} yet.</Typography>
      ) : (
        <TableContainer role="region" aria-label={`Invoices of ${row.year}`} tabIndex={0}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Invoice</TableCell>
                <TableCell>Service period</TableCell>
                <TableCell align="right">Net</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell>Payment</TableCell>
                <TableCell>Approval</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {row.invoices.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell component="th" scope="row">
                    <Link component={NextLink} href={invoiceHref(invoice.id)}>
                      {invoice.number}
                    </Link>
                    {invoice.type === 'vacation' ? ' (vacation)' : ''}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {dayLabel(invoice.period_from)} – {dayLabel(invoice.period_to)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(fromCents(invoice.subtotal_cents), invoice.currency)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(fromCents(invoice.total_cents), invoice.currency)}
                  </TableCell>
                  <TableCell>{paymentStatusLabel(invoice.payment_status)}</TableCell>
                  <TableCell>{approvalStatusLabel(invoice.approval_status)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

export type FinancialReportRowViewProps = {
  row: ReportRowCents;
  view?: ReportView;
  // The order currencies are listed in (the tenant's all_currencies); those of the row only.
  currencyOrder?: readonly string[];
  extraLines?: readonly ExtraReportLine[];
  // Level of the part headings ("What explains the difference", "Invoices"): one below the caller's.
  headingLevel?: 'h2' | 'h3' | 'h4';
  invoiceHref?: (id: number) => string;
  // Under the table: "≈ converted at the rates of …", a footnote of the caller's.
  note?: ReactNode;
};

export function FinancialReportRowView({
  row,
  view = 'month',
  currencyOrder,
  extraLines = [],
  headingLevel = 'h3',
  invoiceHref = defaultInvoiceHref,
  note,
}: FinancialReportRowViewProps) {
  const currencies = currenciesOf(row, currencyOrder);
  const heading = (text: string) => (
    <Typography variant="h3" component={headingLevel} sx={{ mb: 1 }}>
      {text}
    </Typography>
  );
  const closed = row.closed_through ? monthOf(`${row.closed_through}-01`) : null;
  const caption = `${row.title}: forecast and actual by ${view === 'quarter' ? 'quarter' : 'month'}, ${row.year}.${
    closed
      ? ` Months after ${closed} are open: forecast only (hatched); their difference counts once they end.`
      : ''
  }`;
  return (
    <Box>
      <PeriodTable row={row} view={view} currencies={currencies} extraLines={extraLines} caption={caption} />
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
          {note}
        </Typography>
      ) : null}
      <DeltaSplit row={row} currencies={currencies} heading={heading('What explains the difference')} />
      <RowInvoices row={row} heading={heading('Invoices')} invoiceHref={invoiceHref} />
    </Box>
  );
}
