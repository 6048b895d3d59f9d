import { screen, within } from '@testing-library/react';
import type { ReportRowCents } from '@/lib/revenue-report';
import { IncomeReportScreen } from '@/features/reports/income-report-page';
import { MONTHS } from '@/lib/quarters';
import { choose } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { moneyText, openReport, reportOf, YEAR } from './report-fixtures';

// finance.md §4 and §0 "Charts": the summary cards and the two charts of the report, each chart named,
// told in a sentence (aria-describedby) and twinned by a table shown on request. The seed's months are
// closed through April: Q1 has ended, Q2 partly, Q3 and Q4 are forecast only.

setupMockApi();

const CLOSED = MONTHS.slice(0, 4);
const total = (row: ReportRowCents, months: readonly string[], pick: 'forecast' | 'actual', code: string) =>
  months.reduce((sum, month) => sum + (row.months[month as (typeof MONTHS)[number]][pick]?.[code] ?? 0), 0);

describe('the report’s figures', () => {
  it('each chart is named, told in a sentence, and shown as a table of the same figures on request', async () => {
    const { totals } = await reportOf(`reports/income?year=${YEAR}`);
    const forecast = moneyText(total(totals, MONTHS, 'forecast', 'USD'), 'USD');
    const actual = moneyText(total(totals, CLOSED, 'actual', 'USD'), 'USD');
    const endedForecast = moneyText(total(totals, CLOSED, 'forecast', 'USD'), 'USD');
    const { user } = await openReport(IncomeReportScreen, `/reports/income?year=${YEAR}&view=quarter`);
    await choose(user, 'Charts in', 'USD');

    const periodsName = `Total: forecast against actual per period, ${YEAR} (USD)`;
    const waterfallName = `Total: from forecast to actual, ended months of ${YEAR} (USD)`;
    expect(screen.getByRole('figure', { name: periodsName })).toHaveAccessibleDescription(
      `Forecast ${forecast} over Q1–Q4; actual ${actual} in the ended months; Q2 partly forecast, Q3 forecast only, Q4 forecast only.`,
    );
    const waterfall = screen.getByRole('figure', { name: waterfallName });
    expect(waterfall).toHaveAccessibleDescription(new RegExp(`^Actual ${actual}, `));
    expect(waterfall).toHaveAccessibleDescription(
      expect.stringContaining(`the forecast of ${endedForecast} in the ended months: `),
    );

    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('button', { name: 'Show as table' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: periodsName });
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    const quarter = (index: number) => MONTHS.slice(index * 3, index * 3 + 3);
    expect(lines).toEqual([
      [
        'Q1',
        moneyText(total(totals, quarter(0), 'forecast', 'USD'), 'USD'),
        moneyText(total(totals, quarter(0), 'actual', 'USD'), 'USD'),
      ],
      [
        'Q2 (partly forecast)',
        moneyText(total(totals, quarter(1), 'forecast', 'USD'), 'USD'),
        moneyText(total(totals, ['April'], 'actual', 'USD'), 'USD'),
      ],
      ['Q3 (forecast only)', moneyText(total(totals, quarter(2), 'forecast', 'USD'), 'USD'), '—'],
      ['Q4 (forecast only)', moneyText(total(totals, quarter(3), 'forecast', 'USD'), 'USD'), '—'],
    ]);
    expect(screen.getByRole('table', { name: waterfallName })).toBeVisible();
  });

  it('the summary cards are about the row expanded: its year’s forecast and its ended months’ actual', async () => {
    const report = await reportOf(`reports/income?year=${YEAR}`);
    const row = report.rows.find(
      (candidate) => total(candidate, CLOSED, 'actual', Object.keys(candidate.delta.total)[0]!) > 0,
    )!;
    const [code] = Object.keys(row.delta.total);
    await openReport(
      IncomeReportScreen,
      `/reports/income?year=${YEAR}&sel=${row.id}&q=${encodeURIComponent(row.title)}`,
    );

    const cards = screen.getByRole('list', { name: `Summary: ${row.title}` });
    const card = (label: string) => within(cards).getByText(label).closest('li')!;
    expect(card('Forecast')).toHaveTextContent(moneyText(total(row, MONTHS, 'forecast', code!), code!));
    expect(card('Forecast')).toHaveTextContent(
      `${row.title}, the year (includes open months: forecast only)`,
    );
    expect(card('Actual')).toHaveTextContent(moneyText(total(row, CLOSED, 'actual', code!), code!));
    expect(screen.queryByRole('list', { name: 'Summary: Total' })).not.toBeInTheDocument();
  });
});
