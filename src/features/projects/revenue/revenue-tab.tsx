import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useCurrencies } from '@/api/application-configs/application-configs.reference';
import { useProjectReportRow, useProjectRevenue } from '@/api/project-figures/project-figure.queries';
import type { MonthFigures } from '@/api/project-figures/project-figure.schemas';
import { FinancialReportRowView, type ExtraReportLine } from '@/components/finance/financial-report-row';
import { PeriodGranularityToggle } from '@/components/finance/period-granularity-toggle';
import { YearStepper } from '@/components/finance/year-stepper';
import { ErrorState } from '@/components/feedback/error-state';
import { QueryStates } from '@/components/feedback/query-states';
import { useUrlState } from '@/components/url/use-url-state';
import { convertReportRow, toCompanyCurrency } from '@/lib/company-currency';
import type { CentsByCurrency } from '@/lib/currency-totals';
import { MONTHS, type MonthName } from '@/lib/quarters';
import type { ReportRowCents } from '@/lib/revenue-report';
import { useFiguresCurrency, type FiguresCurrency } from '../overview/use-figures-currency';
import { revenueUrl, type RevenueParams } from './revenue-url';
import { yearOptions } from './year-options';

// The baseline's months as a line of the report (converted in company mode).
function baselineLine(
  months: readonly MonthFigures[],
  year: number,
  currency: FiguresCurrency,
): ExtraReportLine {
  const byKey = new Map(months.map((month) => [month.month, month.forecast]));
  const convert = (amounts: CentsByCurrency): CentsByCurrency => {
    if (currency.mode === 'project') return amounts;
    const converted = toCompanyCurrency(amounts, currency.companyCurrency, currency.rates);
    return converted ? { [converted.currency]: converted.cents } : amounts;
  };
  const line = Object.fromEntries(
    MONTHS.map((name, index) => [
      name,
      convert(byKey.get(`${year}-${String(index + 1).padStart(2, '0')}`) ?? {}),
    ]),
  ) as Record<MonthName, CentsByCurrency>;
  return { id: 'baseline', label: 'Baseline', months: line };
}

// The row as shown: converted into the company's currency in company mode (left in the project's
// currency when a rate is missing; the note says which).
function shownRow(row: ReportRowCents | undefined, currency: FiguresCurrency) {
  if (!row) return null;
  if (currency.mode === 'project') return { row, converted: false };
  const converted = convertReportRow(row, currency.companyCurrency, currency.rates);
  return converted
    ? { row: converted.row, converted: converted.rates.length > 0 }
    : { row, converted: false };
}

// A project's revenue for a year (finance.md §2.2): the financial report row with months or quarters,
// the difference of the ended months explained, the invoices behind it, and the baseline on request.
export function RevenueTab({ projectId }: { projectId: number }) {
  const [params, setParams] = useUrlState(revenueUrl);
  const { year, view, baseline } = params;
  const thisYear = new Date().getFullYear();
  const currency = useFiguresCurrency();
  const { currencies } = useCurrencies();
  const headingId = useId();

  const row = useProjectReportRow({ id: projectId, year });
  const baselineMonths = useProjectRevenue(
    { id: projectId, from: `${year}-01`, to: `${year}-12`, initial: true },
    { enabled: baseline },
  );

  const shown = shownRow(row.data, currency);
  const extraLines =
    baseline && baselineMonths.data ? [baselineLine(baselineMonths.data, year, currency)] : [];

  const go = (changes: Partial<RevenueParams>) => setParams({ ...params, ...changes });

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 2 }}>
        Revenue {year}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <YearStepper
          year={year}
          options={yearOptions(year, thisYear)}
          onChange={(next) => go({ year: next })}
        />
        <PeriodGranularityToggle value={view} onChange={(next) => go({ view: next })} />
        <FormControlLabel
          control={<Switch checked={baseline} onChange={(event) => go({ baseline: event.target.checked })} />}
          label="Show the baseline"
        />
      </Box>
      <QueryStates
        query={row}
        loadingLabel="Loading the revenue"
        errorMessage={`The revenue of ${year} could not be loaded.`}
        rows={8}
      />
      {baseline && baselineMonths.isError ? (
        <Box sx={{ mb: 2 }}>
          <ErrorState
            message="The baseline could not be loaded."
            onRetry={() => void baselineMonths.refetch()}
          />
        </Box>
      ) : null}
      {shown ? (
        <FinancialReportRowView
          row={shown.row}
          view={view}
          currencyOrder={currencies}
          extraLines={extraLines}
          note={
            [
              baseline ? 'Baseline: the forecast of each term as first saved.' : null,
              shown.converted ? currency.note : null,
            ]
              .filter(Boolean)
              .join(' ') || null
          }
        />
      ) : null}
    </Paper>
  );
}
