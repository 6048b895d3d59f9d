import { screen, within } from '@testing-library/react';
import * as z from 'zod/mini';
import { dataOf } from '@/api/common.schemas';
import { reportRowWireSchema, reportResponseSchema } from '@/api/reports/report.schemas';
import { currencyRateSchema } from '@/api/currency-rates/currency-rate.schemas';
import { IncomeReportScreen } from '@/features/reports/income-report-page';
import { monthsWithoutInvoice } from '@/lib/financial-periods';
import { answerWith } from '../../support/answer-with';
import { browserAtReferenceDate, getAs, login, setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';

// Issue 29, defect 9: a report whose rows are in SPEC §3's default shape (no year, no closed_through on
// each row) loads, its rows taking the report's year and closed months.

setupMockApi();
browserAtReferenceDate();

const ADMIN = 'admin@acme.test';
const specRow = z.omit(reportRowWireSchema, { year: true, closed_through: true });
const reportWithSpecRows = dataOf(
  z.object({
    year: z.number(),
    closed_through: z.nullable(z.string()),
    rows: z.array(specRow),
    totals: specRow,
    currency_rates: z.array(currencyRateSchema),
  }),
);

type WireRow = Record<string, unknown>;
const withoutProposed = ({ year: _year, closed_through: _closed, ...row }: WireRow) => row;

describe('the income report, rows without year and closed_through', () => {
  it('shows the rows, their invoices of the year and the ended months no invoice covers', async () => {
    const { body } = await getAs('acme', 'reports/income?year=2025', await login(ADMIN));
    const wire = body as { data: { rows: WireRow[]; totals: WireRow } };
    const expected = reportResponseSchema.parse(body).data;
    const row = expected.rows.find(
      (candidate) => monthsWithoutInvoice(candidate).length > 0 && candidate.invoices.length > 0,
    )!;
    const stripped = {
      data: {
        ...wire.data,
        rows: wire.data.rows.map(withoutProposed),
        totals: withoutProposed(wire.data.totals),
      },
    };
    answerWith('GET', 'reports/income', 200, stripped as never, reportWithSpecRows);

    const { user, navigated } = await (async () => {
      const rendered = await renderScreen(IncomeReportScreen, {
        url: '/reports/income?year=2025&view=quarter',
        as: ADMIN,
        ready: () => screen.findByRole('region', { name: /, 2025$/ }),
      });
      return { ...rendered, navigated: () => rendered.rerender(<IncomeReportScreen />) };
    })();

    expect(within(screen.getByRole('table', { name: /, 2025$/ })).getByText(row.title)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Show the invoices of ${row.title}` }));
    navigated();
    const detail = await screen.findByRole('region', { name: row.title });
    expect(within(detail).getByRole('region', { name: 'Invoices of 2025' })).toBeInTheDocument();
    const missing = within(detail).getByRole('list', { name: 'Months without an invoice' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(monthsWithoutInvoice(row).map((month) => `No invoice for ${month}`));
  });
});
