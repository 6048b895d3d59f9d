import { screen, within } from '@testing-library/react';
import { reportResponseSchema, type Report } from '@/api/reports/report.schemas';
import type { IncomeReportScreen } from '@/features/reports/income-report-page';
import { getAs, login } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';

// A report screen as its tests open it, and the report as the mocked API answers it, read the same way
// in each file. The seed's report year is 2025, its months closed through April.

export const ADMIN = 'admin@acme.test';
export const YEAR = 2025;

export async function reportOf(path: string): Promise<Report> {
  return reportResponseSchema.parse((await getAs('acme', path, await login(ADMIN))).body).data;
}

export async function openReport(Screen: typeof IncomeReportScreen, url: string) {
  const rendered = await renderScreen(Screen, {
    url,
    as: ADMIN,
    ready: () => screen.findByRole('region', { name: new RegExp(`, ${YEAR}$`) }),
  });
  await screen.findAllByRole('button', { name: /^(Show|Hide) the invoices of / });
  // The memory router does not render by itself after a navigation.
  return { ...rendered, navigated: () => rendered.rerender(<Screen />) };
}

export const grid = () => screen.getByRole('table', { name: new RegExp(`, ${YEAR}$`) });

export const headers = () =>
  within(grid())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

// An amount as the reports write it: "1,234.56 USD".
export const moneyText = (cents: number, currency: string) =>
  `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)} ${currency}`;
