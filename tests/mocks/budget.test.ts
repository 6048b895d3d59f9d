import { budgetResponseSchema } from '@/api/budget/budget.schemas';
import { projectRevenueResponseSchema } from '@/api/project-figures/project-figure.schemas';
import { getTenantDb } from '@/mocks/db';
import { forecastOfYear, monthsOfYear } from '@/mocks/db/budget-figures';
import { forecastByMonth } from '@/mocks/db/project-figures';
import { projectHolidays } from '@/mocks/db/project-view';
import { getAs, login, revoke, sendAs, setupMockApi } from '../support/mock-api';

setupMockApi();

// The reference date is 15 May 2025: 2024 and 2025 are seeded, 2026 is not.
const budgetOf = (body: unknown) => budgetResponseSchema.parse(body).data;

async function admin() {
  return login('admin@acme.test');
}

describe('budget: reading', () => {
  it('answers the latest version of a seeded year with income, salaries and overhead, forecast and closed actuals', async () => {
    const token = await admin();
    const { status, body } = await getAs('acme', 'budget?year=2024', token);
    expect(status).toBe(200);
    const budget = budgetOf(body);
    expect(budget.versions.map((version) => [version.name, version.status])).toEqual([
      ['Original', 'locked'],
      ['Rev 1', 'draft'],
    ]);
    expect(budget.version?.name).toBe('Rev 1');
    expect(budget.closed_through).toBe('2025-04');
    const groups = new Set(budget.rows.map((row) => row.group));
    expect(groups).toEqual(new Set(['Projects', 'Salaries', 'Overhead']));
    expect(budget.rows.every((row) => row.actual.every((cents) => cents !== null))).toBe(true);
    expect(budget.rows.every((row) => row.editable)).toBe(true);

    const thisYear = budgetOf((await getAs('acme', 'budget?year=2025', token)).body);
    const project = thisYear.rows.find((row) => row.group === 'Projects');
    // April closed, May open.
    expect(project?.actual[3]).not.toBeNull();
    expect(project?.actual[4]).toBeNull();
  });

  it("gives a project row the forecast and actual of the project's revenue tab", async () => {
    const token = await admin();
    const budget = budgetOf((await getAs('acme', 'budget?year=2025', token)).body);
    const db = await getTenantDb('acme');
    const row = budget.rows
      .filter((candidate) => candidate.group === 'Projects')
      .sort((a, b) => (b.forecast[2] ?? 0) - (a.forecast[2] ?? 0))[0]!;
    expect(row.forecast[2]).toBeGreaterThan(0);
    const sample = db.budgetRows.findFirst((q) => q.where({ id: row.id }))!;
    const revenue = projectRevenueResponseSchema.parse(
      (
        await getAs(
          'acme',
          `internal-projects/revenue/${sample.source_id}?from=2025-01&to=2025-12&initial=0`,
          token,
        )
      ).body,
    ).data;
    const march = revenue.find((month) => month.month === '2025-03');
    expect(row.forecast[2]).toBe(march?.forecast[row.currency] ?? 0);
    expect(row.actual[2]).toBe(march?.actual[row.currency] ?? 0);
  });

  it("counts a year's forecast as the project figures do, for every seeded project", async () => {
    const db = await getTenantDb('acme');
    const holidays = projectHolidays(db);
    for (const project of db.projects.all()) {
      const terms = db.terms.findMany((q) => q.where({ internal_project_id: project.id }));
      for (const year of [2024, 2025]) {
        expect(forecastOfYear(terms, holidays, year)).toEqual(
          monthsOfYear(forecastByMonth(terms, holidays), year),
        );
      }
    }
  });

  it('answers a year without a budget with no version and no rows', async () => {
    const budget = budgetOf((await getAs('acme', 'budget?year=2026', await admin())).body);
    expect(budget).toMatchObject({ year: 2026, version: null, versions: [], rows: [] });
  });

  it('shows a locked version read-only', async () => {
    const token = await admin();
    const latest = budgetOf((await getAs('acme', 'budget?year=2024', token)).body);
    const original = latest.versions[0]!;
    const budget = budgetOf((await getAs('acme', `budget?year=2024&version_id=${original.id}`, token)).body);
    expect(budget.rows.some((row) => row.editable)).toBe(false);
  });

  it('needs budget::view, and budget::manage to change anything', async () => {
    const sale = await login('sale@acme.test');
    expect((await getAs('acme', 'budget?year=2025', sale)).status).toBe(403);
    await revoke('acme', 'admin@acme.test', 'budget::manage');
    const token = await admin();
    expect((await getAs('acme', 'budget?year=2025', token)).status).toBe(200);
    expect(
      (await sendAs('acme', 'POST', 'budget/2026/seed', token, { source: 'empty', uplift_pct: 0 })).status,
    ).toBe(403);
  });
});

// Salary rows, checked by hand from the acme seed (people, start dates, contract salaries of payroll.ts).
describe('budget: salaries from the payroll', () => {
  const salaryRow = (budget: ReturnType<typeof budgetOf>, title: string) => {
    const row = budget.rows.find((candidate) => candidate.title === title);
    expect(row, title).toBeDefined();
    return row!;
  };

  it('counts a department per currency, each person from the month they start, candidates not at all', async () => {
    const budget = budgetOf((await getAs('acme', 'budget?year=2025', await admin())).body);
    // Delivery: Urban Cassin (27) is paid 4,000.00 EUR and Ahmad Brown-Wisozk (9) 3,200.00 EUR (staff, as
    // every seeded person: candidates are recruitment's own people, issue 32); Jaime Wuckert (40), Okey
    // Stroman (48) and Efren Kuhlman (56) 5,400.00 GEL each; Friedrich Haag (42) 6,000.00 GEL from his
    // start on 3 May 2025. No candidate belongs to a department or is paid.
    const euros = salaryRow(budget, 'Salaries: Delivery (EUR)');
    expect(euros.currency).toBe('EUR');
    expect(euros.forecast).toEqual(Array(12).fill(720_000));
    const lari = salaryRow(budget, 'Salaries: Delivery (GEL)');
    expect(lari.currency).toBe('GEL');
    expect(lari.forecast).toEqual([...Array(4).fill(1_620_000), ...Array(8).fill(2_220_000)]);
    // No unpaid leave in the closed months: paid as contracted; May on is open.
    expect(lari.actual).toEqual([...Array(4).fill(1_620_000), ...Array(8).fill(null)]);
  });

  it("takes approved unpaid leave off a closed month's actual", async () => {
    const budget = budgetOf((await getAs('acme', 'budget?year=2025', await admin())).body);
    // Design, all GEL: Ruben Mante 6,000.00, Jeffrey Hirthe 5,400.00, Jude Brown 8,400.00, Wendell Metz
    // 4,200.00, Adam Stokes 3,000.00, Bernie Keeling 7,200.00, Ralph Parker 3,600.00, Lonzo Kihn 3,600.00
    // = 41,400.00 in January; Ernest Fay (5,400.00) starts 12 February: 46,800.00. Jennie Schultz is
    // archived. Lonzo's unpaid 20, 21 and 24 February are 3 of February's 20 working days:
    // 3,600.00 × 3 / 20 = 540.00 less paid.
    const design = salaryRow(budget, 'Salaries: Design');
    expect(design.currency).toBe('GEL');
    expect(design.forecast.slice(0, 3)).toEqual([4_140_000, 4_680_000, 4_680_000]);
    expect(design.actual.slice(0, 3)).toEqual([4_140_000, 4_626_000, 4_680_000]);
  });

  it("creates a year from the forecast with every department's contract salaries as its budget", async () => {
    const token = await admin();
    const { status, body } = await sendAs('acme', 'POST', 'budget/2026/seed', token, {
      source: 'forecast',
      uplift_pct: 0,
    });
    expect(status).toBe(200);
    const budget = budgetOf(body);
    // Everyone above has started by 2026: Delivery 3 × 5,400.00 + 6,000.00 GEL and 4,000.00 + 3,200.00
    // EUR; Design the nine people of February 2025.
    expect(salaryRow(budget, 'Salaries: Delivery (GEL)').budget).toEqual(Array(12).fill(2_220_000));
    expect(salaryRow(budget, 'Salaries: Delivery (EUR)').budget).toEqual(Array(12).fill(720_000));
    expect(salaryRow(budget, 'Salaries: Design').budget).toEqual(Array(12).fill(4_680_000));
  });
});

// Issue 30 M5: a department's salary row can be one person's salary. Without report::salary the salaries
// are one undisclosed total per currency (the budget never adds currencies), so the net stays the same.
describe('budget: salaries need report::salary', () => {
  type Budget = ReturnType<typeof budgetOf>;
  const perCurrency = (budget: Budget, pick: (row: Budget['rows'][number]) => (number | null)[]) => {
    const totals: Record<string, (number | null)[]> = {};
    for (const row of budget.rows) {
      const sign = row.kind === 'income' ? 1 : -1;
      const sums = totals[row.currency] ?? Array<number | null>(12).fill(0);
      totals[row.currency] = sums.map((sum, index) => {
        const cents = pick(row)[index];
        return sum === null || cents === null || cents === undefined ? null : sum + sign * cents;
      });
    }
    return totals;
  };
  const salaryTotals = (budget: Budget) => {
    const totals: Record<string, number[]> = {};
    for (const row of budget.rows.filter((each) => each.group === 'Salaries'))
      totals[row.currency] = (totals[row.currency] ?? Array<number>(12).fill(0)).map(
        (sum, index) => sum + (row.forecast[index] ?? 0),
      );
    return totals;
  };

  it('without it, no department rows: one total per currency, read-only, and the net unchanged', async () => {
    const token = await admin();
    const full = budgetOf((await getAs('acme', 'budget?year=2025', token)).body);
    expect(full.rows.some((row) => row.title.startsWith('Salaries: '))).toBe(true);
    await revoke('acme', 'admin@acme.test', 'report::salary');
    const masked = budgetOf((await getAs('acme', 'budget?year=2025', token)).body);

    const salaries = masked.rows.filter((row) => row.group === 'Salaries');
    expect(masked.rows.some((row) => row.title.startsWith('Salaries: '))).toBe(false);
    expect(salaries.map((row) => [row.title, row.currency]).sort()).toEqual([
      ['Salaries (EUR, all departments)', 'EUR'],
      ['Salaries (GEL, all departments)', 'GEL'],
    ]);
    expect(salaries.every((row) => row.kind === 'cost' && !row.editable && !row.userAdded)).toBe(true);
    expect(salaryTotals(masked)).toEqual(salaryTotals(full));
    for (const pick of [
      (row: Budget['rows'][number]) => row.budget,
      (row: Budget['rows'][number]) => row.forecast,
      (row: Budget['rows'][number]) => row.actual,
    ])
      expect(perCurrency(masked, pick)).toEqual(perCurrency(full, pick));
    // Everything else as before, in the same order.
    const others = (budget: Budget) => budget.rows.filter((row) => row.group !== 'Salaries');
    expect(others(masked)).toEqual(others(full));
  });

  it("without it, a department's salary row cannot be read or written through a change either", async () => {
    const token = await admin();
    const full = budgetOf((await getAs('acme', 'budget?year=2025', token)).body);
    const design = full.rows.find((row) => row.title === 'Salaries: Design')!;
    const overhead = full.rows.find((row) => row.group === 'Overhead')!;
    await revoke('acme', 'admin@acme.test', 'report::salary');
    // A department row is no row of the version for them: 404, its title not named.
    const write = await sendAs('acme', 'PUT', 'budget/2025', token, {
      version_id: full.version!.id,
      cells: [{ row_id: design.id, month: 'May', amount: 1 }],
    });
    expect(write.status).toBe(404);
    expect(JSON.stringify(write.body)).not.toContain('Design');
    // The answer to a change they may make is masked as GET is.
    const changed = await sendAs('acme', 'PUT', 'budget/2025', token, {
      version_id: full.version!.id,
      cells: [{ row_id: overhead.id, month: 'May', amount: 1 }],
    });
    expect(changed.status).toBe(200);
    expect(budgetOf(changed.body).rows.some((row) => row.title.startsWith('Salaries: '))).toBe(false);
    const revised = await sendAs('acme', 'POST', 'budget/2025/versions', token, {
      from_version_id: full.version!.id,
      name: 'Rev 1',
    });
    expect(revised.status).toBe(200);
    expect(budgetOf(revised.body).rows.some((row) => row.title.startsWith('Salaries: '))).toBe(false);
  });
});

describe('budget: changing cells', () => {
  it('stores a batch of cells all at once', async () => {
    const token = await admin();
    const before = budgetOf((await getAs('acme', 'budget?year=2025', token)).body);
    const [first, second] = before.rows;
    const { status, body } = await sendAs('acme', 'PUT', 'budget/2025', token, {
      version_id: before.version!.id,
      cells: [
        { row_id: first!.id, month: 'March', amount: 7200 },
        { row_id: second!.id, month: 'December', amount: 1234.5 },
      ],
    });
    expect(status).toBe(200);
    const after = budgetOf(body);
    expect(after.rows[0]?.budget[2]).toBe(720_000);
    expect(after.rows[1]?.budget[11]).toBe(123_450);
  });

  it('refuses a locked version with the reason, an unknown row with 404, a bad amount at its cell', async () => {
    const token = await admin();
    const budget = budgetOf((await getAs('acme', 'budget?year=2024', token)).body);
    const original = budget.versions[0]!;
    const locked = await sendAs('acme', 'PUT', 'budget/2024', token, {
      version_id: original.id,
      cells: [{ row_id: 1, month: 'March', amount: 1 }],
    });
    expect(locked.status).toBe(422);
    expect(locked.body).toMatchObject({
      errors: { version_id: ['Original is locked: revise it to change the budget.'] },
    });

    const draft = budget.version!.id;
    const unknown = await sendAs('acme', 'PUT', 'budget/2024', token, {
      version_id: draft,
      cells: [{ row_id: 999_999, month: 'March', amount: 1 }],
    });
    expect(unknown.status).toBe(404);

    const row = budget.rows[0]!;
    const bad = await sendAs('acme', 'PUT', 'budget/2024', token, {
      version_id: draft,
      cells: [
        { row_id: row.id, month: 'March', amount: 5 },
        { row_id: row.id, month: 'April', amount: 1.234 },
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      errors: { 'cells.1.amount': ['The cells.1.amount field must have 0-2 decimal places.'] },
    });
    const unchanged = budgetOf((await getAs('acme', 'budget?year=2024', token)).body);
    expect(unchanged.rows[0]?.budget[2]).toBe(row.budget[2]);
  });

  it('refuses a row that is not editable', async () => {
    const token = await admin();
    const budget = budgetOf((await getAs('acme', 'budget?year=2025', token)).body);
    const row = budget.rows[0]!;
    const db = await getTenantDb('acme');
    await db.budgetRows.update((q) => q.where({ id: row.id }), {
      data(draft) {
        draft.editable = false;
      },
    });
    const { status, body } = await sendAs('acme', 'PUT', 'budget/2025', token, {
      version_id: budget.version!.id,
      cells: [{ row_id: row.id, month: 'May', amount: 1 }],
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { 'cells.0.row_id': [`${row.title} is not editable.`] } });
  });
});

describe('budget: versions, seeds and rows', () => {
  it('revising copies the version into a new draft and locks the old one', async () => {
    const token = await admin();
    const before = budgetOf((await getAs('acme', 'budget?year=2025', token)).body);
    const { status, body } = await sendAs('acme', 'POST', 'budget/2025/versions', token, {
      from_version_id: before.version!.id,
      name: 'Rev 1',
    });
    expect(status).toBe(200);
    const after = budgetOf(body);
    expect(after.version).toMatchObject({ name: 'Rev 1', status: 'draft' });
    expect(after.versions.map((version) => version.status)).toEqual(['locked', 'draft']);
    expect(after.rows.map((row) => row.budget)).toEqual(before.rows.map((row) => row.budget));
    const again = await sendAs('acme', 'POST', 'budget/2025/versions', token, {
      from_version_id: before.version!.id,
      name: 'Rev 2',
    });
    expect(again.status).toBe(422);
  });

  it('creates a year from last year plus a percentage, once', async () => {
    const token = await admin();
    const last = budgetOf((await getAs('acme', 'budget?year=2025', token)).body);
    const { status, body } = await sendAs('acme', 'POST', 'budget/2026/seed', token, {
      source: 'last_year',
      uplift_pct: 10,
    });
    expect(status).toBe(200);
    const created = budgetOf(body);
    expect(created.version).toMatchObject({ name: 'Original', status: 'draft' });
    expect(created.rows[0]?.budget[0]).toBe(Math.round((last.rows[0]?.budget[0] ?? 0) * 1.1));
    const twice = await sendAs('acme', 'POST', 'budget/2026/seed', token, {
      source: 'empty',
      uplift_pct: 0,
    });
    expect(twice.status).toBe(422);
    expect(twice.body).toMatchObject({ errors: { year: ['2026 already has a budget.'] } });
  });

  it('adds an overhead row and deletes only rows a person added', async () => {
    const token = await admin();
    const budget = budgetOf((await getAs('acme', 'budget?year=2025', token)).body);
    const versionId = budget.version!.id;
    const added = budgetOf(
      (
        await sendAs('acme', 'POST', 'budget/2025/rows', token, {
          version_id: versionId,
          kind: 'cost',
          group: 'Overhead',
          title: 'Travel',
          currency: 'EUR',
        })
      ).body,
    );
    const travel = added.rows.find((row) => row.title === 'Travel');
    expect(travel).toMatchObject({ kind: 'cost', userAdded: true, budget: Array(12).fill(0) });
    const duplicate = await sendAs('acme', 'POST', 'budget/2025/rows', token, {
      version_id: versionId,
      kind: 'cost',
      group: 'Overhead',
      title: 'travel',
      currency: 'EUR',
    });
    expect(duplicate.body).toMatchObject({ errors: { title: ['Overhead already has a row named travel.'] } });

    const seeded = added.rows.find((row) => !row.userAdded)!;
    expect((await sendAs('acme', 'DELETE', `budget/2025/rows/${seeded.id}`, token)).status).toBe(422);
    const after = await sendAs('acme', 'DELETE', `budget/2025/rows/${travel!.id}`, token);
    expect(budgetOf(after.body).rows.some((row) => row.title === 'Travel')).toBe(false);
  });
});
