import { screen, waitFor, within } from '@testing-library/react';
import { applicationConfigResponseSchema } from '@/api/application-configs/application-config.schemas';
import type { ReportRowCents } from '@/lib/revenue-report';
import { IncomeReportScreen } from '@/features/reports/income-report-page';
import { MONTHS } from '@/lib/quarters';
import { choose } from '../../support/form-input';
import { setFault } from '@/mocks/scenarios';
import { getAs, login, setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { ADMIN, moneyText, openReport, reportOf, YEAR } from './report-fixtures';

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

  it('while the report loads, the summary holds a line per company currency, so it keeps its height', async () => {
    const configs = applicationConfigResponseSchema.parse(
      (await getAs('acme', 'application-configs', await login(ADMIN))).body,
    ).data;
    const codes = configs.currency.all_currencies;
    setFault({ method: 'GET', path: 'reports/income', delay: 1000 });
    await renderScreen(IncomeReportScreen, {
      url: `/reports/income?year=${YEAR}`,
      as: ADMIN,
      settle: false,
      ready: () => screen.findByRole('list', { name: 'Summary: Total' }),
    });
    const summary = screen.getByRole('list', { name: 'Summary: Total' });
    expect(summary).toHaveAttribute('aria-busy', 'true');
    const moneyCards = within(summary).getAllByRole('listitem').slice(0, 3);
    // A held line reads "<amount> <code>": one per currency, in the company's order.
    await waitFor(() =>
      expect(moneyCards.map((card) => card.textContent?.match(/(?<![A-Za-z])[A-Z]{3}(?![a-z])/g))).toEqual(
        moneyCards.map(() => codes),
      ),
    );
  });
});
