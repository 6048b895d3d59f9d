import {
  BUDGET_MAX_AMOUNT,
  BUDGET_ROW_KINDS,
  BUDGET_SEED_SOURCES,
  BUDGET_TITLE_MAX,
  budgetResponseSchema,
} from '@/api/budget/budget.schemas';
import { toCents } from '@/lib/cents';
import { DEFAULT_ALL_CURRENCIES } from '@/lib/currency';
import { PERMISSIONS } from '@/lib/permissions';
import { MONTHS } from '@/lib/quarters';
import { linesFromForecast, linesWithUplift, type NewBudgetLine } from '../db/seed-budgets';
import type { BudgetVersionRow } from '../db/budget-schemas';
import { budgetAnswer, budgetSourcesOf, isSalaryRow, rowsOfVersion, versionsOfYear } from '../db/budget-view';
import { nextId, type TenantDb } from '../db/tenant-db';
import { readBody } from '../routing/request-body';
import { fieldError, found, idParam, notFound, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';

// The company budget (finance.md §3, every call proposed). Reading needs budget::view, every change
// budget::manage. A locked version refuses every change (422 at version_id, with the reason).

const manage = { permission: PERMISSIONS.budgetManage };
const TWO_DECIMALS = /^-?\d+(?:\.\d{1,2})?$/;
const VERSION_NAME_MAX = 60;

function yearOf(text: string | undefined): number {
  const year = Number(text);
  if (!/^\d{4}$/.test(text ?? '') || year < 2000 || year > 2100) throw notFound();
  return year;
}

function versionOfYear(db: TenantDb, year: number, id: unknown): BudgetVersionRow {
  const version = typeof id === 'number' ? db.budgetVersions.findFirst((q) => q.where({ id })) : undefined;
  if (!version || version.year !== year) throw notFound();
  return version;
}

// Laravel's required|integer on a version id, before it is looked up: a body without one is a 422
// naming the field, not a 404 for a version nobody asked for.
function versionIdErrors(body: Record<string, unknown>, field: string): Record<string, string[]> {
  const value = body[field];
  const name = field.replace(/_/g, ' ');
  if (value === undefined || value === null || value === '')
    return { [field]: [`The ${name} field is required.`] };
  return Number.isInteger(value) ? {} : { [field]: [`The ${name} field must be an integer.`] };
}

function assertDraft(version: BudgetVersionRow): void {
  if (version.status === 'locked') {
    throw fieldError('version_id', `${version.name} is locked: revise it to change the budget.`);
  }
}

// Each department's salaries only to those who may see salaries (report::salary, issue 30 M5); the
// others get them as one total per currency, and a department's row is no row of theirs to change.
type Reader = { permissions: readonly string[] };
const seesSalaries = (user: Reader): boolean => user.permissions.includes(PERMISSIONS.reportSalary);

const answer = (db: TenantDb, user: Reader, year: number, version: BudgetVersionRow | null) =>
  respond(budgetResponseSchema, {
    data: budgetAnswer(db, year, version, { salaries: seesSalaries(user) }),
  });

async function addLines(db: TenantDb, versionId: number, lines: readonly NewBudgetLine[]) {
  let id = nextId(db.budgetRows);
  for (const line of lines) await db.budgetRows.create({ ...line, id: id++, version_id: versionId });
}

async function createVersion(db: TenantDb, year: number, name: string): Promise<BudgetVersionRow> {
  return db.budgetVersions.create({
    id: nextId(db.budgetVersions),
    year,
    name,
    status: 'draft',
    created_at: new Date().toISOString(),
  });
}

const currenciesOf = (db: TenantDb): readonly string[] =>
  db.settings.applicationConfig?.currency.all_currencies ?? DEFAULT_ALL_CURRENCIES;

const read = tenantRoute(
  'GET',
  'budget',
  ({ db, url, user }) => {
    const yearText = url.searchParams.get('year');
    const year = Number(yearText);
    if (!yearText || !/^\d{4}$/.test(yearText) || year < 2000 || year > 2100) {
      throw fieldError('year', 'The year field must be a year from 2000 to 2100.');
    }
    const versionText = url.searchParams.get('version_id');
    const version =
      versionText === null || versionText === ''
        ? (versionsOfYear(db, year).at(-1) ?? null)
        : versionOfYear(db, year, Number(versionText));
    return answer(db, user, year, version);
  },
  { permission: PERMISSIONS.budgetView },
);

type CheckedCell = { rowId: number; monthIndex: number; cents: number };

// PUT budget/{year}: all or nothing. An unknown version or row is 404; a locked version, a row that
// cannot be edited or a bad amount 422 at its place.
const saveCells = tenantRoute(
  'PUT',
  'budget/:year',
  async ({ db, params, request, user }) => {
    const year = yearOf(params.year);
    const body = await readBody(request);
    const missing = versionIdErrors(body, 'version_id');
    if (body.cells === undefined || body.cells === null) missing.cells = ['The cells field is required.'];
    if (Object.keys(missing).length > 0) throw validationFailed(missing);
    const version = versionOfYear(db, year, body.version_id);
    assertDraft(version);
    if (!Array.isArray(body.cells) || body.cells.length === 0) {
      throw fieldError('cells', 'The cells field must be a list of at least one cell.');
    }
    const rows = new Map(rowsOfVersion(db, version.id).map((row) => [row.id, row]));
    const errors: Record<string, string[]> = {};
    const checked: CheckedCell[] = [];
    (body.cells as unknown[]).forEach((raw, index) => {
      const at = (field: string) => `cells.${index}.${field}`;
      const cell = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      const row = typeof cell.row_id === 'number' ? rows.get(cell.row_id) : undefined;
      if (!row || (isSalaryRow(row) && !seesSalaries(user))) throw notFound();
      if (!row.editable) errors[at('row_id')] = [`${row.title} is not editable.`];
      const monthIndex = MONTHS.indexOf(cell.month as (typeof MONTHS)[number]);
      if (monthIndex < 0)
        errors[at('month')] = [`The ${at('month')} field must be a month, January to December.`];
      const amount = cell.amount;
      if (typeof amount !== 'number' || !Number.isFinite(amount)) {
        errors[at('amount')] = [`The ${at('amount')} field must be a number.`];
      } else if (!TWO_DECIMALS.test(String(amount))) {
        errors[at('amount')] = [`The ${at('amount')} field must have 0-2 decimal places.`];
      } else if (Math.abs(amount) > BUDGET_MAX_AMOUNT) {
        errors[at('amount')] = [
          `The ${at('amount')} field must be between -${BUDGET_MAX_AMOUNT} and ${BUDGET_MAX_AMOUNT}.`,
        ];
      } else if (row.editable && monthIndex >= 0) {
        checked.push({ rowId: row.id, monthIndex, cents: toCents(amount) });
      }
    });
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    for (const [rowId, row] of rows) {
      const own = checked.filter((cell) => cell.rowId === rowId);
      if (own.length === 0) continue;
      const budget = [...row.budget_cents];
      for (const cell of own) budget[cell.monthIndex] = cell.cents;
      await db.budgetRows.update((q) => q.where({ id: rowId }), {
        data(draft) {
          draft.budget_cents = budget;
        },
      });
    }
    return answer(db, user, year, version);
  },
  manage,
);

// POST budget/{year}/versions: the copy is the new draft, the version copied is locked.
const revise = tenantRoute(
  'POST',
  'budget/:year/versions',
  async ({ db, params, request, user }) => {
    const year = yearOf(params.year);
    const body = await readBody(request);
    const missing = versionIdErrors(body, 'from_version_id');
    if (Object.keys(missing).length > 0) throw validationFailed(missing);
    const from = versionOfYear(db, year, body.from_version_id);
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (name === '') throw fieldError('name', 'The name field is required.');
    if (name.length > VERSION_NAME_MAX) {
      throw fieldError('name', `The name field must not be greater than ${VERSION_NAME_MAX} characters.`);
    }
    if (versionsOfYear(db, year).some((version) => version.name.toLowerCase() === name.toLowerCase())) {
      throw fieldError('name', 'The year already has a version of that name.');
    }
    assertDraft(from);
    await db.budgetVersions.update((q) => q.where({ id: from.id }), {
      data(draft) {
        draft.status = 'locked';
      },
    });
    const version = await createVersion(db, year, name);
    await addLines(
      db,
      version.id,
      rowsOfVersion(db, from.id).map(({ id: _id, version_id: _version, ...row }) => row),
    );
    return answer(db, user, year, version);
  },
  manage,
);

// POST budget/{year}/seed: the first version of a year with none.
const seed = tenantRoute(
  'POST',
  'budget/:year/seed',
  async ({ db, params, request, user }) => {
    const year = yearOf(params.year);
    const body = await readBody(request);
    if (versionsOfYear(db, year).length > 0) throw fieldError('year', `${year} already has a budget.`);
    const source = body.source;
    if (!BUDGET_SEED_SOURCES.includes(source as never)) {
      throw fieldError('source', 'The selected source is invalid.');
    }
    const uplift = body.uplift_pct ?? 0;
    if (typeof uplift !== 'number' || !TWO_DECIMALS.test(String(uplift)) || uplift < -100 || uplift > 1000) {
      throw fieldError(
        'uplift_pct',
        'The uplift_pct field must be a number from -100 to 1000 with 0-2 decimals.',
      );
    }
    let lines: NewBudgetLine[];
    if (source === 'last_year') {
      const last = versionsOfYear(db, year - 1).at(-1);
      if (!last) throw fieldError('source', `${year - 1} has no budget to start from.`);
      lines = linesWithUplift(rowsOfVersion(db, last.id), uplift);
    } else {
      const sources = budgetSourcesOf(db);
      lines = linesFromForecast(sources, year, (forecast) =>
        source === 'empty' ? forecast.map(() => 0) : forecast,
      );
    }
    const version = await createVersion(db, year, 'Original');
    await addLines(db, version.id, lines);
    return answer(db, user, year, version);
  },
  manage,
);

// POST budget/{year}/rows: an overhead category a person adds to a draft.
const addRow = tenantRoute(
  'POST',
  'budget/:year/rows',
  async ({ db, params, request, user }) => {
    const year = yearOf(params.year);
    const body = await readBody(request);
    const missing = versionIdErrors(body, 'version_id');
    if (Object.keys(missing).length > 0) throw validationFailed(missing);
    const version = versionOfYear(db, year, body.version_id);
    assertDraft(version);
    const errors: Record<string, string[]> = {};
    const kind = body.kind ?? 'cost';
    if (!BUDGET_ROW_KINDS.includes(kind as never)) errors.kind = ['The selected kind is invalid.'];
    const group = typeof body.group === 'string' && body.group.trim() !== '' ? body.group.trim() : 'Overhead';
    const title = typeof body.title === 'string' ? body.title.trim() : '';
    if (title === '') errors.title = ['The title field is required.'];
    else if (title.length > BUDGET_TITLE_MAX) {
      errors.title = [`The title field must not be greater than ${BUDGET_TITLE_MAX} characters.`];
    } else if (
      rowsOfVersion(db, version.id).some(
        (row) => row.group === group && row.title.toLowerCase() === title.toLowerCase(),
      )
    ) {
      errors.title = [`${group} already has a row named ${title}.`];
    }
    const currency = typeof body.currency === 'string' ? body.currency : '';
    if (!currenciesOf(db).includes(currency)) errors.currency = ['The selected currency is invalid.'];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    await addLines(db, version.id, [
      {
        kind: kind as 'income' | 'cost',
        group,
        title,
        currency,
        source: 'overhead',
        source_id: null,
        user_added: true,
        editable: true,
        budget_cents: Array.from({ length: 12 }, () => 0),
      },
    ]);
    return answer(db, user, year, version);
  },
  manage,
);

const deleteRow = tenantRoute(
  'DELETE',
  'budget/:year/rows/:id',
  async ({ db, params, user }) => {
    const year = yearOf(params.year);
    const id = idParam(params.id);
    const row = found(db.budgetRows.findFirst((q) => q.where({ id })));
    if (isSalaryRow(row) && !seesSalaries(user)) throw notFound();
    const version = versionOfYear(db, year, row.version_id);
    assertDraft(version);
    if (!row.user_added) throw fieldError('id', `${row.title} comes with the budget and cannot be deleted.`);
    await db.budgetRows.delete((q) => q.where({ id }));
    return answer(db, user, year, version);
  },
  manage,
);

export const budgetHandlers = [read, saveCells, revise, seed, addRow, deleteRow];
