import { fromCents } from '@/lib/cents';
import { MONTHS } from '@/lib/quarters';
import { request } from '../http';
import {
  budgetResponseSchema,
  type Budget,
  type BudgetCellsSave,
  type BudgetRevise,
  type BudgetSeed,
  type NewBudgetRow,
} from './budget.schemas';

// GET budget?year&version_id: one version of a year's budget (the latest without version_id).
export async function fetchBudget(
  year: number,
  versionId: number | null,
  signal?: AbortSignal,
): Promise<Budget> {
  const body = await request(budgetResponseSchema, {
    method: 'GET',
    url: 'budget',
    params: { year, ...(versionId === null ? {} : { version_id: versionId }) },
    signal,
  });
  return body.data;
}

// PUT budget/{year} {version_id, cells:[{row_id, month, amount}]}: a batch of cells (a typed cell, a
// paste, a spread) stored all or nothing; a 422 names cells.N.<field>, N the place in `cells`, or
// version_id when the version is locked. Answers the version as GET does.
export async function saveBudgetCells({ year, versionId, cells }: BudgetCellsSave): Promise<Budget> {
  const body = await request(budgetResponseSchema, {
    method: 'PUT',
    url: `budget/${year}`,
    data: {
      version_id: versionId,
      cells: cells.map((cell) => ({
        row_id: cell.rowId,
        month: MONTHS[cell.month - 1],
        amount: fromCents(cell.cents),
      })),
    },
  });
  return body.data;
}

// POST budget/{year}/versions {from_version_id, name}: a copy becomes the new draft and the version it
// was copied from is locked. Answers the new version's budget.
export async function reviseBudget({ year, fromVersionId, name }: BudgetRevise): Promise<Budget> {
  const body = await request(budgetResponseSchema, {
    method: 'POST',
    url: `budget/${year}/versions`,
    data: { from_version_id: fromVersionId, name },
  });
  return body.data;
}

// POST budget/{year}/seed {source, uplift_pct}: the year's first version, from the forecast, from last
// year's latest version plus uplift_pct, or empty rows. A year that has a budget is refused (422).
export async function seedBudget({ year, source, upliftPct }: BudgetSeed): Promise<Budget> {
  const body = await request(budgetResponseSchema, {
    method: 'POST',
    url: `budget/${year}/seed`,
    data: { source, uplift_pct: upliftPct },
  });
  return body.data;
}

// POST budget/{year}/rows {version_id, kind, group, title, currency}: an overhead row of the version.
export async function addBudgetRow({
  year,
  versionId,
  kind,
  group,
  title,
  currency,
}: NewBudgetRow): Promise<Budget> {
  const body = await request(budgetResponseSchema, {
    method: 'POST',
    url: `budget/${year}/rows`,
    data: { version_id: versionId, kind, group, title, currency },
  });
  return body.data;
}

// DELETE budget/{year}/rows/{id}: a row a person added (others are refused with 422).
export async function deleteBudgetRow({ year, rowId }: { year: number; rowId: number }): Promise<Budget> {
  const body = await request(budgetResponseSchema, {
    method: 'DELETE',
    url: `budget/${year}/rows/${rowId}`,
  });
  return body.data;
}
