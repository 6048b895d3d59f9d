import { screen } from '@testing-library/react';
import { alertLinkOf } from '@/features/projects/overview/alert-links';
import { ProjectScreen } from '@/features/projects/project-page';
import { INVOICE_LIST_DEFAULTS, invoiceListSchema } from '@/lib/invoice-list';
import { createListCodec, type UrlQuery } from '@/lib/list-params';
import { getTenantDb } from '@/mocks/db';
import { browserAtReferenceDate, setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';

setupMockApi();
browserAtReferenceDate();

// "Invoices of the month" (an overview alert, a reminder) opens /invoices filtered as the invoice list
// reads its link: the project and the month as the service period (issue 29, defect 2).

const codec = createListCodec(invoiceListSchema, INVOICE_LIST_DEFAULTS);

function listFiltersOf(href: string | null) {
  const url = new URL(href ?? '', 'http://portal.test');
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
    const before = query[key];
    query[key] = before === undefined ? value : [...[before].flat(), value];
  }
  return { path: url.pathname, filters: codec.decode(query as UrlQuery).filters };
}

describe('links to the invoices of a month', () => {
  it("an overview alert of a month not invoiced opens that month's invoices of the project", () => {
    const link = alertLinkOf(
      {
        type: 'uninvoiced_month',
        severity: 'warning',
        title: 'March 2025 is not invoiced',
        month: '2025-03',
      },
      7,
    );
    expect(link?.label).toBe('Invoices of the month');
    expect(listFiltersOf(link?.href ?? null)).toEqual({
      path: '/invoices',
      filters: expect.objectContaining({ project: [7], periodFrom: '2025-03', periodTo: '2025-03' }),
    });
  });

  it("a reminder of a month not invoiced opens that month's invoices of the project", async () => {
    // Project 1's March invoice taken away: March is worked and not invoiced.
    const db = await getTenantDb('acme');
    const march = db.invoices.findFirst((q) =>
      q.where({ internal_project_id: 1, period_from: '2025-03-01' }),
    );
    await db.invoices.delete((q) => q.where({ id: march?.id ?? 0 }));
    await renderScreen(ProjectScreen, {
      url: '/projects/1/reminders',
      route: '/projects/[...project]',
      as: 'sale@acme.test',
      ready: () => screen.findByRole('link', { name: 'No invoice for March 2025' }),
    });
    const href = screen.getByRole('link', { name: 'No invoice for March 2025' }).getAttribute('href');
    expect(listFiltersOf(href)).toEqual({
      path: '/invoices',
      filters: expect.objectContaining({ project: [1], periodFrom: '2025-03', periodTo: '2025-03' }),
    });
  });
});
