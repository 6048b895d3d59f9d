import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { visuallyHidden } from '@/components/layout/visually-hidden';
import type { CentsByCurrency } from '@/lib/currency-totals';
import {
  periodFigures,
  PERIOD_STATUS_WORDS,
  sortValueOf,
  YEAR_PERIOD,
  type FinancialPeriod,
  type PeriodFigures,
  type PeriodStatus,
} from '@/lib/financial-periods';
import type { ReportRowCents } from '@/lib/revenue-report';
import { MoneyLines } from '../shared/money-lines';
import type { ReportColumn } from '../report-params';

// The report grid's columns: the row's title (sticky, with the button that expands it), then per
// period the figures chosen (forecast | actual | delta), then the year's, and what a kind adds
// (profitability: cost, profit, margin). The totals row is each column's footer.

export const HATCH =
  'repeating-linear-gradient(135deg, transparent 0 4px, rgba(127, 127, 127, 0.16) 4px 8px)';

// A column a kind adds after the year's figures.
export type ExtraColumn<Row> = {
  id: string;
  header: string;
  value: (row: Row) => ReactNode;
  sortValue?: (row: Row) => number | null;
};

export type ReportColumnOptions<Row extends ReportRowCents> = {
  periods: readonly FinancialPeriod[];
  cols: readonly ReportColumn[];
  labels: { forecast: string; actual: string };
  // The currency order of the tenant, for cells with several currencies.
  order: readonly string[];
  // Amounts converted into one currency: shown with "≈".
  approx: boolean;
  // Whether a period's months have ended, from the report's closed_through.
  statusOf: (period: FinancialPeriod) => PeriodStatus;
  totals: Row | null;
  expandedId: number | null;
  detailId: string;
  onToggle: (row: Row) => void;
  extra?: readonly ExtraColumn<Row>[];
  percentageOf: (row: Row) => number | null;
  // A second line under the name: a person's department.
  subtitleOf?: (row: Row) => string | null;
};

const WIDTH = 136;

export const formatPercent = (value: number | null): string =>
  value === null ? '—' : `${value > 0 ? '+' : ''}${value.toFixed(2)} %`;

function FigureCell({
  figures,
  column,
  order,
  approx,
}: {
  figures: PeriodFigures;
  column: ReportColumn;
  order: readonly string[];
  approx: boolean;
}) {
  if (column === 'f')
    return (
      <span style={{ display: 'block', backgroundImage: figures.open ? HATCH : undefined, padding: '0 4px' }}>
        <MoneyLines amounts={figures.forecast} order={order} approx={approx} />
      </span>
    );
  if (column === 'a') return <MoneyLines amounts={figures.actual} order={order} approx={approx} />;
  return <MoneyLines amounts={figures.delta} order={order} approx={approx} signed />;
}

// "Mar · forecast only" over "Forecast": the period on the first line, the figure on the second.
function PeriodHeader({
  period,
  figure,
  status = 'closed',
}: {
  period: FinancialPeriod;
  figure: string;
  status?: PeriodStatus;
}) {
  return (
    <Box component="span" sx={{ display: 'inline-block', textAlign: 'right' }}>
      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {period === YEAR_PERIOD ? 'Year' : period.label}
        {status !== 'closed' && period !== YEAR_PERIOD ? (
          <Typography variant="caption" component="span" color="text.secondary">
            {' '}
            · {PERIOD_STATUS_WORDS[status]}
          </Typography>
        ) : null}
      </Box>
      {/* "Δ" is read aloud as "difference". */}
      {figure.startsWith('Δ') ? (
        <>
          <span aria-hidden="true">{figure}</span>
          <Box component="span" sx={visuallyHidden}>
            {figure.replace('Δ', 'Difference')}
          </Box>
        </>
      ) : (
        figure
      )}
    </Box>
  );
}

const pickOf =
  (column: ReportColumn) =>
  (figures: PeriodFigures): CentsByCurrency | null =>
    column === 'f' ? figures.forecast : column === 'a' ? figures.actual : figures.delta;

export function reportColumns<Row extends ReportRowCents>(
  options: ReportColumnOptions<Row>,
): ColumnDef<Row, unknown>[] {
  const { periods, cols, labels, order, approx, statusOf, totals, extra = [] } = options;
  const names: Record<ReportColumn, string> = { f: labels.forecast, a: labels.actual, d: 'Δ' };
  const figureColumns = (period: FinancialPeriod, prefix: string): ColumnDef<Row, unknown>[] =>
    cols.map((column) => ({
      // The year's figures are the sort keys: 'forecast', 'actual', 'delta'.
      id: period === YEAR_PERIOD ? { f: 'forecast', a: 'actual', d: 'delta' }[column] : `${prefix}-${column}`,
      header: () => <PeriodHeader period={period} figure={names[column]} status={statusOf(period)} />,
      accessorFn: (row) => sortValueOf(pickOf(column)(periodFigures(row, period)), order),
      sortUndefined: 'last',
      enableSorting: period === YEAR_PERIOD,
      meta: { width: WIDTH, align: 'right', label: `${period.label} ${names[column]}` },
      cell: ({ row }) => (
        <FigureCell
          figures={periodFigures(row.original, period)}
          column={column}
          order={order}
          approx={approx}
        />
      ),
      footer: () =>
        totals ? (
          <FigureCell figures={periodFigures(totals, period)} column={column} order={order} approx={approx} />
        ) : null,
    }));

  const title: ColumnDef<Row, unknown> = {
    id: 'title',
    header: 'Name',
    accessorFn: (row) => row.title,
    meta: { width: 240, hideable: false, label: 'Name' },
    cell: ({ row }) => {
      const expanded = options.expandedId === row.original.id;
      const subtitle = options.subtitleOf?.(row.original) ?? null;
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <IconButton
            size="small"
            aria-expanded={expanded}
            aria-controls={expanded ? options.detailId : undefined}
            aria-label={`${expanded ? 'Hide' : 'Show'} the invoices of ${row.original.title}`}
            onClick={() => options.onToggle(row.original)}
            className="report-no-print"
          >
            {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </IconButton>
          <span>
            <Typography component="span" variant="body2" sx={{ fontWeight: expanded ? 600 : undefined }}>
              {row.original.title}
            </Typography>
            {subtitle ? (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {subtitle}
              </Typography>
            ) : null}
          </span>
        </Box>
      );
    },
    footer: () => <strong>Total</strong>,
  };

  const periodColumns = periods.flatMap((period) => figureColumns(period, period.key));

  const yearColumns: ColumnDef<Row, unknown>[] = [
    ...figureColumns(YEAR_PERIOD, 'year'),
    {
      id: 'percentage',
      header: () => <PeriodHeader period={YEAR_PERIOD} figure="Δ %" />,
      accessorFn: (row) => options.percentageOf(row),
      sortUndefined: 'last',
      meta: { width: 96, align: 'right', label: 'Year Δ %' },
      cell: ({ row }) => formatPercent(options.percentageOf(row.original)),
      footer: () => (totals ? formatPercent(options.percentageOf(totals)) : null),
    },
    ...extra.map((column): ColumnDef<Row, unknown> => ({
      id: column.id,
      header: () => <PeriodHeader period={YEAR_PERIOD} figure={column.header} />,
      accessorFn: (row) => column.sortValue?.(row) ?? null,
      enableSorting: false,
      meta: { width: WIDTH, align: 'right', label: column.header },
      cell: ({ row }) => column.value(row.original),
      footer: () => (totals ? column.value(totals) : null),
    })),
  ];

  return [title, ...periodColumns, ...yearColumns];
}
