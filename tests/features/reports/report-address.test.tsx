import { screen, within } from '@testing-library/react';
import { IncomeReportScreen } from '@/features/reports/income-report-page';
import { ProfitabilityReportScreen } from '@/features/reports/profitability-report-page';
import { SalaryReportScreen } from '@/features/reports/salary-report-page';
import { setupMockApi } from '../../support/mock-api';
import { lastSent, recordEachCase } from '../../support/sent-requests';
import { headers, openReport, reportOf, YEAR } from './report-fixtures';

// finance.md §0 "URL is the state": each report opens from a pasted address as it was left (the
// end-to-end reports spec, for every kind), a row expanded included.

setupMockApi();
const sent = recordEachCase();

function expectQuartersInEuros() {
  expect(screen.getByRole('button', { name: 'Quarters' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('Converted to EUR (≈)');
  expect(screen.getByText(/^≈ Converted into EUR at the rates of /)).toBeInTheDocument();
}

describe('a report opened from a pasted address', () => {
  it('profitability shows the view it names and asks for its grouping', async () => {
    await openReport(
      ProfitabilityReportScreen,
      `/reports/profitability?year=${YEAR}&view=quarter&cur=EUR&group=client`,
    );
    expect(Object.fromEntries(lastSent(sent, 'reports/profitability').query)).toEqual({
      year: String(YEAR),
      group_by: 'client',
    });
    expectQuartersInEuros();
    expect(screen.getByRole('combobox', { name: 'Rows' })).toHaveTextContent('Clients');
    expect(headers()).toEqual(
      expect.arrayContaining(['Q1Forecast', 'Q4 · forecast onlyForecast', 'YearCost']),
    );
  });

  it('salary shows the view it names, a row per person, and asks for no grouping', async () => {
    await openReport(SalaryReportScreen, `/reports/salary?year=${YEAR}&view=quarter&cur=EUR`);
    expect(Object.fromEntries(lastSent(sent, 'reports/salary').query)).toEqual({ year: String(YEAR) });
    expectQuartersInEuros();
    expect(screen.queryByRole('combobox', { name: 'Rows' })).not.toBeInTheDocument();
    expect(headers()).toEqual(expect.arrayContaining(['Q1Contract salary', 'Q1Paid']));
  });

  it('a row named by the address opens expanded, its invoices under the grid', async () => {
    const report = await reportOf(`reports/income?year=${YEAR}`);
    const row = report.rows.find((candidate) => candidate.invoices.length > 0)!;
    await openReport(
      IncomeReportScreen,
      `/reports/income?year=${YEAR}&view=quarter&sel=${row.id}&q=${encodeURIComponent(row.title)}`,
    );

    expect(screen.getByRole('button', { name: `Hide the invoices of ${row.title}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const detail = await screen.findByRole('region', { name: row.title });
    const invoices = within(detail).getByRole('region', { name: `Invoices of ${YEAR}` });
    expect(
      within(invoices)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(expect.arrayContaining(row.invoices.map((invoice) => `/invoices?invoice=${invoice.id}`)));
  });
});
