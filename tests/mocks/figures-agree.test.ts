// @vitest-environment jsdom
import { format } from 'date-fns';
import { fetchProjects } from '@/api/internal-projects/internal-projects.api';
import type { InvoiceListItem } from '@/api/invoices/invoice.schemas';
import { fetchInvoices } from '@/api/invoices/invoices.api';
import { fetchProjectReportRow } from '@/api/project-figures/project-figures.api';
import { fetchReport } from '@/api/reports/reports.api';
import { endSession } from '@/api/session';
import { toCents } from '@/lib/cents';
import type { CentsByCurrency } from '@/lib/currency-totals';
import { MONTHS, type MonthName } from '@/lib/quarters';
import { lastEndedMonth } from '@/lib/revenue-report';
import { REFERENCE_DATE, setupMockApi, signIn } from '../support/mock-api';

// Issue 29: a project's actual for a closed month is one figure wherever it is shown. For every project
// of the demo tenant and every month of this year that has ended, per currency and in integer cents:
//   (1) the revenue tab's actual   GET internal-projects/project-revenue/{id}?year
//   (2) the income report's actual GET reports/income?year (the project's row)
//   (3) the invoices that count, read through the invoice list (POST invoices, the project and the
//       month as its service period, every page), summed by docs/api.md's rule for actuals:
//       approval not `rejected`, net of VAT (the subtotal), in the invoice's own currency, in the month
//       of the service period.
// All through the app's own request functions against the mocked API.

setupMockApi();
afterEach(() => endSession());

const YEAR = REFERENCE_DATE.getFullYear();
const PER_PAGE = 100;

type Month = { name: MonthName; key: string; from: string; to: string };

const monthOf = (index: number): Month => {
  const first = new Date(YEAR, index, 1);
  const last = new Date(YEAR, index + 1, 0);
  return {
    name: MONTHS[index]!,
    key: format(first, 'yyyy-MM'),
    from: format(first, 'yyyy-MM-dd'),
    to: format(last, 'yyyy-MM-dd'),
  };
};

// Zero amounts say nothing about which currencies a figure is in: a row lists its currency at 0.00.
const nonZero = (amounts: CentsByCurrency): Record<string, number> =>
  Object.fromEntries(Object.entries(amounts).filter(([, cents]) => cents !== 0));

async function everyProjectId(): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchProjects({ filters: {}, page, perPage: PER_PAGE });
    ids.push(...answer.data.map((project) => project.id));
    if (answer.current_page >= answer.last_page) return ids;
  }
}

async function invoicesOf(projectId: number, month: Month): Promise<InvoiceListItem[]> {
  const invoices: InvoiceListItem[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchInvoices({
      filters: { project_ids: [projectId], period: { from: month.from, to: month.to } },
      page,
      perPage: PER_PAGE,
    });
    invoices.push(...answer.data);
    if (answer.current_page >= answer.last_page) {
      expect(invoices, `project ${projectId}, ${month.key}: every page`).toHaveLength(answer.total);
      return invoices;
    }
  }
}

type Counted = { actual: Record<string, number>; read: number; rejected: number; acrossMonths: string[] };

// docs/api.md, "Project figures": actual = invoices whose approval is not rejected, net of VAT, by the
// month of their service period; currencies are never added. The list matches every service period
// that overlaps the month; the rule names one month per invoice, so one that runs into another month
// is set aside (and reported: the rule does not say which of its months it counts in).
function countedActual(invoices: readonly InvoiceListItem[], month: Month): Counted {
  const sums: Record<string, number> = {};
  let rejected = 0;
  const acrossMonths: string[] = [];
  for (const invoice of invoices) {
    if (invoice.period_from < month.from || invoice.period_to > month.to) {
      acrossMonths.push(`${invoice.number} (${invoice.period_from} – ${invoice.period_to})`);
      continue;
    }
    if (invoice.approval_status === 'rejected') {
      rejected += 1;
      continue;
    }
    sums[invoice.currency] = (sums[invoice.currency] ?? 0) + toCents(invoice.subtotal);
  }
  return { actual: nonZero(sums), read: invoices.length, rejected, acrossMonths };
}

describe('figures that agree across screens (issue 29)', () => {
  it('gives each project and closed month one actual: revenue tab, income report and its invoices', async () => {
    await signIn('admin@acme.test');
    const closedThrough = lastEndedMonth(REFERENCE_DATE);
    const closed = MONTHS.map((_, index) => monthOf(index)).filter((month) => month.key <= closedThrough);
    expect(
      closed.length,
      `months of ${YEAR} ended by ${format(REFERENCE_DATE, 'yyyy-MM-dd')}`,
    ).toBeGreaterThan(0);

    const ids = await everyProjectId();
    expect(ids.length).toBeGreaterThan(0);
    // One report for the year; a project with no figure in it has no row (all its actuals are 0).
    const income = await fetchReport('income', { year: YEAR });
    expect(income.closed_through).toBe(closedThrough);
    const incomeRows = new Map(income.rows.map((row) => [row.id, row]));

    const disagreements: string[] = [];
    const acrossMonths: string[] = [];
    let [triples, nonZeroTriples, invoicesRead, rejectedLeftOut] = [0, 0, 0, 0];
    for (const id of ids) {
      const revenue = await fetchProjectReportRow(id, YEAR);
      expect(revenue.closed_through, `project ${id}`).toBe(closedThrough);
      const incomeRow = incomeRows.get(id);
      for (const month of closed) {
        const counted = countedActual(await invoicesOf(id, month), month);
        invoicesRead += counted.read;
        rejectedLeftOut += counted.rejected;
        acrossMonths.push(...counted.acrossMonths.map((invoice) => `project ${id} ${month.key}: ${invoice}`));
        const figures = {
          revenue: nonZero(revenue.months[month.name].actual),
          income: nonZero(incomeRow?.months[month.name].actual ?? {}),
          invoices: counted.actual,
        };
        const currencies = new Set([
          ...Object.keys(revenue.months[month.name].actual),
          ...Object.keys(incomeRow?.months[month.name].actual ?? {}),
          ...Object.keys(figures.invoices),
        ]);
        for (const currency of currencies) {
          triples += 1;
          const [fromRevenue, fromIncome, fromInvoices] = [
            figures.revenue[currency] ?? 0,
            figures.income[currency] ?? 0,
            figures.invoices[currency] ?? 0,
          ];
          if (fromRevenue !== 0 || fromIncome !== 0 || fromInvoices !== 0) nonZeroTriples += 1;
          if (fromRevenue !== fromInvoices || fromIncome !== fromInvoices)
            disagreements.push(
              `project ${id} ${month.key} ${currency}: revenue tab ${fromRevenue}, income report ${fromIncome}, invoices ${fromInvoices} (cents)`,
            );
        }
      }
    }

    console.info(
      `figures-agree: ${triples} (project, month, currency) triples compared over ${ids.length} projects and ${closed.length} closed months of ${YEAR}; ${nonZeroTriples} with an actual; ${invoicesRead} invoices read, ${rejectedLeftOut} rejected left out`,
    );
    expect(acrossMonths, 'invoices whose service period is not one month').toEqual([]);
    expect(disagreements).toEqual([]);
    expect(triples).toBeGreaterThan(0);
    // Zeros agreeing everywhere would prove little: some triples must carry money.
    expect(nonZeroTriples).toBeGreaterThan(0);
  });
});
