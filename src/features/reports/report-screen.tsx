import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useCallback, useId, useMemo } from 'react';
import { useCurrencies } from '@/api/application-configs/application-configs.reference';
import { useCurrencyRates } from '@/api/currency-rates/currency-rates.reference';
import { useReport } from '@/api/reports/report.queries';
import type { ReportRow } from '@/api/reports/report.schemas';
import { DataTable } from '@/components/data-grid/data-table';
import { saveBlob } from '@/components/download/save-blob';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { PageHeader } from '@/components/layout/page-header';
import { useListParams } from '@/components/list/use-list-params';
import { orderCurrencies } from '@/lib/currency';
import { periodStatus, periodsOf, YEAR_PERIOD, type FinancialPeriod } from '@/lib/financial-periods';
import { rowCurrencies } from '@/lib/report-rows';
import { reportApiFiltersOf } from './report-api-filters';
import { reportCsvOf } from './export/report-csv';
import { ReportChartsSection } from './charts/report-charts-section';
import { ReportChartsSectionSkeleton } from './charts/report-charts-skeleton';
import { reportColumns } from './table/report-columns';
import { ReportControls } from './controls/report-controls';
import { shownReport } from './report-currency';
import { REPORT_KINDS, type ReportKindName } from './report-kinds';
import { kindColumnsOf, KindFigures } from './table/report-kind-figures';
import { NATIVE_CURRENCY, reportListSchema, shownColumns } from './report-params';
import { ReportPrintTable, usePrinting } from './export/report-print-table';
import type { ReportRowDetailProps } from './table/report-row-detail';
import { ReportSummary } from './summary/report-summary';

// A row's detail (the revenue tab's renderer) loads when a row is first expanded.
const ReportRowDetail = dynamic<ReportRowDetailProps>(
  () => import('./table/report-row-detail').then((module) => module.ReportRowDetail),
  { loading: () => <LoadingState rows={3} label="Loading the row" /> },
);

// "Clear filters" clears the search; the view (year, periods, currency, rows, figures) stays.
const LIST_OPTIONS = {
  searchField: 'q',
  keep: ['year', 'view', 'month', 'cur', 'group', 'cols', 'sel'],
} as const;
const THIS_YEAR = new Date().getFullYear();
const rowId = (row: ReportRow) => String(row.id);
// A row's group when it is not the row itself: a person's department.
const subtitleOf = (row: ReportRow) => (row.group && row.group.title !== row.title ? row.group.title : null);

// On paper: A4 landscape, the controls and buttons left out, the grid's rows all in a plain table.
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      // Screen first, print after: the later rule wins on paper.
      '.report-print-only': { display: 'none !important' },
      '@media print': {
        '@page': { size: 'A4 landscape', margin: '10mm' },
        '.report-no-print, [role="search"], header, nav': { display: 'none !important' },
        '.report-grid': { display: 'none !important' },
        '.report-print-only': { display: 'table !important' },
      },
    }}
  />
);

// One screen for the three reports (finance.md §4): the view in the URL, summary cards and charts of the
// selected row or the totals, the grid with a row per project, client, manager or person, a row's
// invoices under it, CSV and print.
export function ReportScreen({ kind }: { kind: ReportKindName }) {
  const config = REPORT_KINDS[kind];
  const list = useListParams(reportListSchema, config.defaults, LIST_OPTIONS);
  const { filters, sorting, onSortingChange, setFilters } = list;
  const { year, view, month, cur, group, q, sel } = filters;
  // A grouping the report does not have (a mangled link) reads as its default.
  const groupBy = config.groups.some((option) => option.value === group)
    ? group
    : config.defaults.filters.group;
  const params = useMemo(() => reportApiFiltersOf(kind, year, groupBy), [kind, year, groupBy]);
  const report = useReport(kind, params, { enabled: list.ready });
  const { currencies } = useCurrencies();
  const rateList = useCurrencyRates();
  const detailId = useId();
  const printing = usePrinting();

  const rates = useMemo(
    () => (report.data?.currency_rates.length ? report.data.currency_rates : (rateList.data ?? [])),
    [report.data, rateList.data],
  );
  const shown = useMemo(
    () => shownReport(report.data?.rows ?? [], report.data?.totals ?? null, cur, rates),
    [report.data, cur, rates],
  );
  const needle = q.trim().toLowerCase();
  const rows = useMemo(
    () =>
      needle
        ? shown.rows.filter((row) =>
            [row.title, subtitleOf(row) ?? ''].some((text) => text.toLowerCase().includes(needle)),
          )
        : shown.rows,
    [shown.rows, needle],
  );
  const selected = sel === null ? null : (shown.rows.find((row) => row.id === sel) ?? null);
  const periods = useMemo(() => periodsOf(view, month), [view, month]);
  // The cards follow the month chosen; the year otherwise.
  const scope: FinancialPeriod = view === 'month' && month !== 'Yearly' ? periods[0]! : YEAR_PERIOD;
  const closedThrough = report.data?.closed_through ?? null;
  const statusOf = useCallback(
    (period: FinancialPeriod) => periodStatus({ year, closed_through: closedThrough }, period),
    [year, closedThrough],
  );
  const cols = useMemo(() => shownColumns(filters.cols), [filters.cols]);
  const toggle = useCallback(
    (row: ReportRow) => setFilters({ sel: sel === row.id ? null : row.id }),
    [setFilters, sel],
  );
  const columns = useMemo(
    () =>
      reportColumns<ReportRow>({
        periods,
        cols,
        labels: config.labels,
        order: currencies,
        approx: shown.approx,
        statusOf,
        totals: shown.totals,
        expandedId: sel,
        detailId,
        onToggle: toggle,
        extra: kindColumnsOf(kind, currencies, shown.approx),
        percentageOf: (row) => row.delta.percentage,
        subtitleOf,
      }),
    [periods, cols, config, currencies, shown, statusOf, sel, detailId, toggle, kind],
  );

  const subject = selected?.title ?? 'Total';
  const focus = selected ?? shown.totals;
  const focusCurrencies = focus ? orderCurrencies(rowCurrencies(focus), currencies) : [];

  const exportCsv = () => {
    const csv = reportCsvOf({
      rows,
      totals: shown.totals,
      view,
      order: currencies,
      convertedNote: shown.convertedLabel,
    });
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${config.fileStem}-${year}.csv`);
  };

  const loaded = report.data !== undefined;
  const empty = loaded && report.data.rows.length === 0;

  return (
    // A negative delta is red as well as signed "−" (never colour alone).
    <Box sx={{ '& [data-negative]': { color: 'error.main' } }}>
      {PRINT_STYLES}
      <PageHeader
        title={config.title}
        subtitle={`${year}, ${view === 'quarter' ? 'by quarter' : month === 'Yearly' ? 'by month' : month}${
          shown.approx ? `, converted to ${cur}` : ''
        }`}
        actions={
          <span className="report-no-print">
            <Button startIcon={<Download />} onClick={exportCsv} disabled={!loaded || empty} sx={{ mr: 1 }}>
              Export CSV
            </Button>
            <Button startIcon={<Print />} onClick={() => window.print()} disabled={!loaded}>
              Print
            </Button>
          </span>
        }
      />
      <ReportControls
        filters={filters}
        searchText={list.search.text}
        onSearchInput={list.search.setText}
        onChange={setFilters}
        onClear={list.clearFilters}
        activeCount={list.activeFilterCount}
        groups={config.groups}
        currencies={currencies}
        labels={config.labels}
        thisYear={THIS_YEAR}
      />
      {report.isError ? (
        <ErrorState
          message={`The ${config.title.toLowerCase()} of ${year} could not be loaded.`}
          onRetry={() => void report.refetch()}
        />
      ) : empty ? (
        <EmptyState title={`No data for ${year} — ${config.emptyHint}`} />
      ) : (
        <>
          <ReportSummary
            row={focus}
            scope={scope}
            subject={subject}
            labels={config.labels}
            order={currencies}
            approx={shown.approx}
            loading={!loaded}
            // Converted, the figures come in the one currency chosen; else in each of the company's.
            expectedCurrencies={cur === NATIVE_CURRENCY ? currencies : [cur]}
          />
          {focus && focusCurrencies.length > 0 ? (
            <ReportChartsSection
              row={focus}
              subject={subject}
              periods={periods}
              currencies={focusCurrencies}
              approx={shown.approx}
              labels={config.labels}
            />
          ) : !loaded ? (
            <ReportChartsSectionSkeleton />
          ) : null}
          <div className="report-grid">
            <DataTable
              ariaLabel={`${config.gridLabel}, ${year}`}
              columns={columns}
              data={rows}
              getRowId={rowId}
              sorting={sorting}
              onSortingChange={onSortingChange}
              loading={!loaded}
              stickyFirstColumn
              height="60vh"
              estimateRowHeight={56}
              activeRowId={sel === null ? null : String(sel)}
              emptyState={<EmptyState title="No row matches the search" />}
            />
          </div>
          {printing ? (
            <ReportPrintTable
              caption={`${config.gridLabel}, ${year}: every row`}
              rows={rows}
              totals={shown.totals}
              periods={periods}
              cols={cols}
              labels={config.labels}
              order={currencies}
              approx={shown.approx}
            />
          ) : null}
          {shown.note ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {shown.note}
            </Typography>
          ) : null}
          {selected ? (
            <ReportRowDetail
              id={detailId}
              row={selected}
              view={view}
              currencyOrder={currencies}
              showMissingInvoices={config.missingInvoices}
              note={shown.note}
              extra={<KindFigures kind={kind} row={selected} order={currencies} approx={shown.approx} />}
              onClose={() => setFilters({ sel: null })}
            />
          ) : null}
        </>
      )}
    </Box>
  );
}
