import { screen } from '@testing-library/react';
import { budgetResponseSchema, type Budget } from '@/api/budget/budget.schemas';
import { BudgetScreen } from '@/features/budget/budget-page';
import { getAs, login } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { sentTo, type SentRequest } from '../../support/sent-requests';

// The budget screen as its tests open it, and what it showed and sent, read the same way in each file.

export const ADMIN = 'admin@acme.test';

// The mock seeds the year of its reference date (2025, a draft Original) and the year before (2024, a
// locked Original and a draft Rev 1); 2026 has no budget yet.
export const SEEDED_YEAR = 2025;

export function openBudget(url: string, as = ADMIN) {
  return renderScreen(BudgetScreen, {
    url,
    as,
    ready: () => screen.findByRole('table', { name: /^Budget \d{4}$/ }, { timeout: 5000 }),
  });
}

// A year's budget (a version of it) as the mocked API answers it, in cents: what a case expects is
// worked out from it, whatever the seed holds.
export async function budgetOf(year: number, versionId?: number): Promise<Budget> {
  const query = versionId === undefined ? `year=${year}` : `year=${year}&version_id=${versionId}`;
  return budgetResponseSchema.parse((await getAs('acme', `budget?${query}`, await login(ADMIN))).body).data;
}

// The budget cells of a month that can be edited, top row first ("Budget, <row>, March: 1,234.00 EUR").
export const monthCells = (month: string): HTMLElement[] =>
  screen.getAllByRole('button', { name: new RegExp(`^Budget, .*, ${month}: `) });

// The amount a budget cell's name gives, in cents.
export function centsOf(cell: Element): number {
  const amount = /: (-?[\d,]+\.\d{2}) [A-Z]{3}$/.exec(cell.getAttribute('aria-label') ?? '')?.[1];
  if (amount === undefined) throw new Error(`No amount in ${cell.getAttribute('aria-label')}`);
  return Math.round(Number(amount.replace(/,/g, '')) * 100);
}

export type SentCell = { row_id: number; month: string; amount: number };

// The cells of each PUT budget/{year}, in the order sent.
export async function sentCellBatches(sent: readonly SentRequest[], year: number): Promise<SentCell[][]> {
  const puts = sentTo(sent, `budget/${year}`, 'PUT');
  return Promise.all(puts.map(async (put) => ((await put.body) as { cells: SentCell[] }).cells));
}

// Text to find as it is written, in a RegExp ("Atlas Platform (Brekke - Greenholt)", "12,000.00").
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
