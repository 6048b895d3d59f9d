import { act, screen, waitFor, within } from '@testing-library/react';
import { reportResponseSchema, type Report } from '@/api/reports/report.schemas';
import { IncomeReportScreen } from '@/features/reports/income-report-page';
import { ProfitabilityReportScreen } from '@/features/reports/profitability-report-page';
import { SalaryReportScreen } from '@/features/reports/salary-report-page';
import { fromCents } from '@/lib/cents';
import { monthsWithoutInvoice } from '@/lib/financial-periods';
import { formatMoney } from '@/lib/money';
import { setFault } from '@/mocks/scenarios';
import { answerWith } from '../../support/answer-with';
import { choose } from '../../support/form-input';
import { getAs, login, setupMockApi } from '../../support/mock-api';
import { parseCsv } from '../../support/parse-csv';
import { renderScreen } from '../../support/render-screen';
import { recordSavedFiles } from '../../support/saved-files';
import { lastSent, recordEachCase } from '../../support/sent-requests';

setupMockApi();
const sent = recordEachCase();
const saved = recordSavedFiles();

const ADMIN = 'admin@acme.test';

async function reportOf(path: string): Promise<Report> {
  return reportResponseSchema.parse((await getAs('acme', path, await login(ADMIN))).body).data;
}

async function openReport(Screen: typeof IncomeReportScreen, url: string) {
  const rendered = await renderScreen(Screen, {
    url,
    as: ADMIN,
    ready: () => screen.findByRole('region', { name: /, 2025$/ }),
  });
  await screen.findAllByRole('button', { name: /^Show the invoices of / });
  // The memory router does not render by itself after a navigation.
  return { ...rendered, navigated: () => rendered.rerender(<Screen />) };
}

const grid = () => screen.getByRole('table', { name: /, 2025$/ });
const headers = () =>
  within(grid())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('report screens', () => {
  it('holds the year, month, currency and rows in the one compact view bar, no select full width', async () => {
    await openReport(IncomeReportScreen, '/reports/income?year=2025');
    const bar = screen.getByRole('search', { name: 'Report view' });
    expect(within(bar).getAllByRole('combobox')).toHaveLength(4);
    for (const name of ['Year', 'Month', 'Currency', 'Rows']) {
      const select = within(bar).getByRole('combobox', { name });
      expect(select.closest('.MuiFormControl-root')).not.toHaveClass('MuiFormControl-fullWidth');
    }
  });

  it('a pasted address opens the same view, asks for it, and a change is written back to the address', async () => {
    const { user, router, navigated } = await openReport(
      IncomeReportScreen,
      '/reports/income?year=2025&view=quarter&cur=EUR&group=client&cols=f&cols=d',
    );

    expect(Object.fromEntries(lastSent(sent, 'reports/income').query)).toEqual({
      year: '2025',
      group_by: 'client',
    });
    expect(screen.getByRole('button', { name: 'Quarters' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('Converted to EUR (≈)');
    expect(screen.getByRole('combobox', { name: 'Rows' })).toHaveTextContent('Clients');
    expect(headers()).toContain('Q1Forecast');
    expect(headers()).toContain('Q1ΔDifference');
    expect(headers()).toContain('Q4 · forecast onlyΔDifference');
    expect(headers().some((header) => header?.endsWith('Actual'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Months' }));
    navigated();
    const query = new URL(router.asPath, 'http://localhost').searchParams;
    expect(query.get('view')).toBeNull();
    expect([query.get('year'), query.get('cur'), query.get('group'), query.getAll('cols')]).toEqual([
      '2025',
      'EUR',
      'client',
      ['f', 'd'],
    ]);
    await waitFor(() => expect(headers()).toContain('JanForecast'));
  });

  it('converted into one currency, figures carry ≈ and the footnote names the rates and their date', async () => {
    const report = await reportOf('reports/income?year=2025');
    const rate = (code: string) => report.currency_rates.find((quote) => quote.currency === code)!.rate;
    await openReport(IncomeReportScreen, '/reports/income?year=2025&view=quarter&cur=GEL');

    const note = screen.getByText(/^≈ Converted into GEL at the rates of 15 May 2025: /);
    expect(note).toHaveTextContent(`1 USD = ${(rate('GEL') / rate('USD')).toFixed(4)} GEL`);
    const atlas = within(grid()).getByText('Atlas Platform').closest('tr')!;
    expect(within(atlas).getAllByText(/^≈ .* GEL$/).length).toBeGreaterThan(0);
    expect(within(atlas).queryByText(/ USD$/)).toBeNull();
  });

  it('expanding a row lists its invoices, linked to their drawer, and the ended months no invoice covers', async () => {
    const report = await reportOf('reports/income?year=2025');
    const row = report.rows.find(
      (candidate) => monthsWithoutInvoice(candidate).length > 0 && candidate.invoices.length > 0,
    )!;
    // Searched by its title: the seed's few uninvoiced months may fall on a row below the grid's first.
    const { user, router, navigated } = await openReport(
      IncomeReportScreen,
      `/reports/income?year=2025&view=quarter&q=${encodeURIComponent(row.title)}`,
    );

    await user.click(screen.getByRole('button', { name: `Show the invoices of ${row.title}` }));
    navigated();
    expect(router.query.sel).toBe(String(row.id));
    const detail = await screen.findByRole('region', { name: row.title });
    const invoices = within(detail).getByRole('region', { name: 'Invoices of 2025' });
    for (const invoice of row.invoices)
      expect(within(invoices).getByRole('link', { name: invoice.number })).toHaveAttribute(
        'href',
        `/invoices?invoice=${invoice.id}`,
      );
    const missing = within(detail).getByRole('list', { name: 'Months without an invoice' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(monthsWithoutInvoice(row).map((month) => `No invoice for ${month}`));
    expect(screen.getByRole('button', { name: `Hide the invoices of ${row.title}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('the CSV has a line per row and currency, numbers as numbers, names safe against formulas; charts one currency at a time; print has every row', async () => {
    const report = await reportOf('reports/income?year=2025');
    const wire = (await getAs('acme', 'reports/income?year=2025', await login(ADMIN))).body as {
      data: { rows: { title: string }[] };
    };
    wire.data.rows[0]!.title = '=HYPERLINK("x")';
    answerWith('GET', 'reports/income', 200, wire as never, reportResponseSchema);
    const { user } = await openReport(IncomeReportScreen, '/reports/income?year=2025&view=quarter');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(saved.map((file) => file.fileName)).toEqual(['income-report-2025.csv']);
    const [header, ...lines] = parseCsv((await saved[0]!.blob.text()).replace(/^\uFEFF/, ''));
    expect(header!.slice(0, 6)).toEqual([
      'Group',
      'Title',
      'Currency',
      'Q1 forecast',
      'Q1 actual',
      'Q1 difference',
    ]);
    const first = report.rows[0]!;
    const [currency] = Object.keys(first.delta.total);
    const line = lines.find((cells) => cells[1] === `'=HYPERLINK("x")`)!;
    expect(line[2]).toBe(currency);
    const yearForecast = Object.values(first.months).reduce(
      (sum, month) => sum + (month.forecast[currency!] ?? 0),
      0,
    );
    expect(line[header!.indexOf('Year forecast')]).toBe(String(fromCents(yearForecast)));
    expect(line[header!.indexOf('Year difference')]).toBe(
      String(fromCents(first.delta.total[currency!] ?? 0)),
    );
    expect(
      lines
        .filter((cells) => cells[1] === report.totals.title)
        .map((cells) => cells[2])
        .sort(),
    ).toEqual(Object.keys(report.totals.delta.total).sort());

    // The charts draw one currency at a time, any of the totals'.
    await choose(user, 'Charts in', 'USD');
    expect(screen.getByRole('table', { name: /per period, 2025 \(USD\)$/ })).toBeInTheDocument();

    // On paper the grid cannot scroll: every row is printed in a plain table.
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    const printed = screen.getByRole('table', { name: 'Income by period, 2025: every row' });
    expect(within(printed).getAllByRole('row')).toHaveLength(1 + report.rows.length + 1);
  });

  it('profitability shows cost, profit and margin; salary contract salary against paid', async () => {
    const report = await reportOf('reports/profitability?year=2025');
    const row = report.rows.find((candidate) => candidate.margin?.forecast !== null && candidate.cost)!;
    const first = await openReport(
      ProfitabilityReportScreen,
      '/reports/profitability?year=2025&view=quarter',
    );
    expect(headers()).toEqual(
      expect.arrayContaining(['YearCost', 'YearProfit (forecast)', 'YearMargin (forecast)']),
    );
    const cells = within(within(grid()).getByText(row.title).closest('tr')!).getAllByRole('cell');
    const [code, cost] = Object.entries(row.cost!.total)[0]!;
    expect(cells.map((cell) => cell.textContent)).toContain(formatMoney(fromCents(cost), code));
    expect(cells.map((cell) => cell.textContent)).toContain(
      `${row.margin!.forecast! > 0 ? '+' : ''}${row.margin!.forecast!.toFixed(2)} %`,
    );
    first.unmount();

    await openReport(SalaryReportScreen, '/reports/salary?year=2025&month=January');
    expect(headers()).toEqual(expect.arrayContaining(['JanContract salary', 'JanPaid', 'YearPaid']));
    const cards = screen.getByRole('list', { name: 'Summary: Total' });
    expect(within(cards).getByText('Contract salary')).toBeInTheDocument();
    expect(within(cards).getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Rows' })).toBeNull();
  });

  it('a failure offers to try again, and a year without figures says what is missing', async () => {
    setFault({ method: 'GET', path: 'reports/income', status: 500, times: 1 });
    const failed = await renderScreen(IncomeReportScreen, {
      url: '/reports/income?year=2025',
      as: ADMIN,
      ready: () => screen.findByText('The income report of 2025 could not be loaded.'),
    });
    await failed.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Income by period, 2025' })).toBeInTheDocument();
    failed.unmount();

    await renderScreen(IncomeReportScreen, {
      url: '/reports/income?year=2001',
      ready: () => screen.findByText('No data for 2001 — projects need terms'),
    });
    expect(screen.queryByRole('table', { name: /Income by period/ })).toBeNull();
  });
});
