import { screen, waitFor, within } from '@testing-library/react';
import { IncomeReportScreen } from '@/features/reports/income-report-page';
import { choose } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { grid, headers, openReport, reportOf, YEAR } from './report-fixtures';

// The report's view controls write what they change to the address (finance.md §0 "URL is the state"),
// and "Clear filters" clears the search only: the view stays as it was chosen.

setupMockApi();

const queryOf = (asPath: string) => new URL(asPath, 'http://localhost').searchParams;
// The grid's rows, each with the button that expands it (the totals footer has none).
const gridRows = () => within(grid()).getAllByRole('button', { name: /^(Show|Hide) the invoices of / });

describe('the report’s view controls', () => {
  it('Quarters puts the year in quarters and writes view=quarter to the address', async () => {
    const { user, router, navigated } = await openReport(IncomeReportScreen, `/reports/income?year=${YEAR}`);
    expect(headers()).toContain('JanForecast');
    await user.click(screen.getByRole('button', { name: 'Quarters' }));
    await waitFor(() => expect(router.query.view).toBe('quarter'));

    navigated();
    await waitFor(() => expect(headers()).toContain('Q1Forecast'));
    expect(headers()).not.toContain('JanForecast');
    expect(screen.getByRole('button', { name: 'Quarters' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a converted currency chosen is written to the address as cur, the figures marked ≈', async () => {
    const { user, router, navigated } = await openReport(IncomeReportScreen, `/reports/income?year=${YEAR}`);
    await choose(user, 'Currency', 'Converted to GEL (≈)');
    await waitFor(() => expect(router.query.cur).toBe('GEL'));

    navigated();
    expect(await screen.findByText(/^≈ Converted into GEL at the rates of /)).toBeInTheDocument();
    const atlas = within(grid()).getByText('Atlas Platform').closest('tr')!;
    expect(within(atlas).getAllByText(/^≈ .* GEL$/).length).toBeGreaterThan(0);
  });

  it('Clear filters clears the search and keeps the year, periods and currency chosen', async () => {
    const report = await reportOf(`reports/income?year=${YEAR}`);
    const { user, router, navigated } = await openReport(
      IncomeReportScreen,
      `/reports/income?year=${YEAR}&view=quarter&cur=EUR&q=Atlas`,
    );
    expect(gridRows()).toHaveLength(report.rows.filter((row) => row.title.includes('Atlas')).length);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.query.q).toBeUndefined());
    const query = queryOf(router.asPath);
    expect([query.get('year'), query.get('view'), query.get('cur')]).toEqual([
      String(YEAR),
      'quarter',
      'EUR',
    ]);
    navigated();
    await waitFor(() => expect(gridRows().length).toBeGreaterThan(1));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });
});
