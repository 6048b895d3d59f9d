import {
  PROJECT_STATUSES,
  projectNamesSchema,
  projectPageSchema,
  projectResponseSchema,
  projectsInfoSchema,
  type ProjectListItem,
} from '@/api/internal-projects/internal-project.schemas';
import { reminderListSchema } from '@/api/reminders/reminder.schemas';
import { fromCents } from '@/lib/cents';
import { getTenantDb } from '@/mocks/db';
import { actualByMonth, forecastByMonth } from '@/mocks/db/project-figures';
import { projectHolidays, projectTerms } from '@/mocks/db/project-view';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, revoke, setupMockApi } from '../support/mock-api';
import { pdfFile, postMultipart, type Part } from './multipart-body';

setupMockApi();

// REFERENCE_DATE is 2025-05-15: "this month" is May 2025, "this year" 2025.
const THIS_MONTH = '2025-05';

async function page(token: string, query = '') {
  const answer = await getAs('acme', `internal-projects${query}`, token);
  expect(answer.status).toBe(200);
  return projectPageSchema.parse(answer.body).data;
}

async function everyRow(token: string, query = ''): Promise<ProjectListItem[]> {
  const joiner = query ? '&' : '?';
  return (await page(token, `${query}${joiner}per_page=100`)).data;
}

const newProject = (overrides: Record<string, string> = {}): Part[] =>
  Object.entries({
    title: 'Orbit Platform',
    client: 'Bank of Tbilisi',
    status: 'upcoming',
    currency: 'EUR',
    project_manager_id: '1',
    start_date: '2025-06-01',
    end_date: '2025-12-31',
    description: 'A new ledger.',
    ...overrides,
  });

describe('GET internal-projects', () => {
  it('pages on the server (25 by default), in title order, each row parsed by the client schema', async () => {
    const token = await login('admin@acme.test');
    const db = await getTenantDb('acme');
    const first = await page(token);
    expect(first).toMatchObject({
      current_page: 1,
      per_page: 25,
      total: db.projects.all().length,
      last_page: 2,
    });
    expect(first.data).toHaveLength(25);
    const titles = first.data.map((row) => row.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    const second = await page(token, '?per_page=10&page=4');
    expect(second).toMatchObject({ current_page: 4, last_page: 4, per_page: 10 });
    expect(second.data).toHaveLength(db.projects.all().length - 30);
    expect((await getAs('acme', 'internal-projects?per_page=500', token)).status).toBe(422);
  });

  it('sorts by a column, descending with a leading minus; an unknown column is 422', async () => {
    const token = await login('admin@acme.test');
    const starts = (await everyRow(token, '?sort=-start_date')).map((row) => row.start_date);
    expect(starts).toEqual([...starts].sort().reverse());
    // Money sorts keep currencies apart: currency by currency, the amounts in order within each.
    const rows = await everyRow(token, '?sort=-outstanding');
    const currencies = rows.map((row) => row.currency);
    expect(currencies).toEqual(
      ['GEL', 'USD', 'GBP', 'EUR'].flatMap((code) => currencies.filter((c) => c === code)),
    );
    for (const code of new Set(currencies)) {
      const amounts = rows.filter((row) => row.currency === code).map((row) => row.totals.outstanding);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    }
    allowInvalidRequests();
    expect(await getAs('acme', 'internal-projects?sort=budget', token)).toEqual({
      status: 422,
      body: { message: 'The selected sort is invalid.', errors: { sort: ['The selected sort is invalid.'] } },
    });
  });

  it('filters by statuses[] (a bracket array), search, client, manager and currency', async () => {
    const token = await login('admin@acme.test');
    const db = await getTenantDb('acme');
    const rows = db.projects.all();
    const wanted = rows.filter((row) => row.status === 'completed' || row.status === 'upcoming');
    const byStatus = await page(token, '?statuses[]=completed&statuses[]=upcoming&per_page=100');
    expect(byStatus.total).toBe(wanted.length);
    expect(new Set(byStatus.data.map((row) => row.status))).toEqual(new Set(['completed', 'upcoming']));

    const sample = rows.find((row) => row.client !== null)!;
    const byClient = await everyRow(token, `?client=${encodeURIComponent(sample.client!.toUpperCase())}`);
    expect(byClient.length).toBe(rows.filter((row) => row.client === sample.client).length);

    // Search looks into titles and clients, whatever the case.
    const bySearch = await everyRow(token, '?search=ATLAS');
    expect(bySearch.map((row) => row.title)).toEqual(['Atlas Platform']);

    const manager = rows.find((row) => row.project_manager_id !== null)!.project_manager_id!;
    const byManager = await everyRow(token, `?project_manager_ids[]=${manager}`);
    expect(byManager.length).toBe(rows.filter((row) => row.project_manager_id === manager).length);
    expect(byManager.every((row) => row.project_manager?.id === manager)).toBe(true);

    const byCurrency = await everyRow(token, '?currency=GBP');
    expect(byCurrency.length).toBe(rows.filter((row) => row.currency === 'GBP').length);
    expect(byCurrency.every((row) => row.currency === 'GBP')).toBe(true);

    allowInvalidRequests();
    const refused = await getAs(
      'acme',
      'internal-projects?statuses[]=active&statuses[]=paused&currency=XYZ',
      token,
    );
    expect(refused).toMatchObject({
      status: 422,
      body: {
        errors: {
          'statuses.1': ['The selected statuses.1 is invalid.'],
          currency: ['The selected currency is invalid.'],
        },
      },
    });
  });

  it("figures: this month's forecast, invoiced this year and outstanding in the project's currency; a 12-month trend", async () => {
    const token = await login('admin@acme.test');
    const db = await getTenantDb('acme');
    const holidays = projectHolidays(db);
    const rows = await everyRow(token);
    expect(rows.some((row) => row.totals.forecast_month > 0)).toBe(true);
    expect(rows.some((row) => row.totals.invoiced_ytd > 0)).toBe(true);
    expect(rows.some((row) => row.totals.outstanding > 0)).toBe(true);
    for (const row of rows) {
      const forecast = forecastByMonth(projectTerms(db, row.id), holidays);
      const invoices = db.invoices.findMany((q) => q.where({ internal_project_id: row.id }));
      expect(row.totals.forecast_month).toBe(fromCents(forecast.get(THIS_MONTH) ?? 0));
      const ytd = invoices
        .filter((invoice) => invoice.approval_status !== 'rejected' && invoice.issue_date.startsWith('2025'))
        .reduce((sum, invoice) => sum + invoice.subtotal_cents, 0);
      expect(row.totals.invoiced_ytd).toBe(fromCents(ytd));
      const actual = actualByMonth(invoices);
      expect(row.trend?.map((point) => point.month)).toEqual([
        '2024-06',
        '2024-07',
        '2024-08',
        '2024-09',
        '2024-10',
        '2024-11',
        '2024-12',
        '2025-01',
        '2025-02',
        '2025-03',
        '2025-04',
        '2025-05',
      ]);
      expect(row.trend?.at(-1)?.forecast).toBe(row.totals.forecast_month);
      // The same lines project-figures adds up, month by month.
      expect(row.trend?.map((point) => point.forecast)).toEqual(
        row.trend?.map((point) => fromCents(forecast.get(point.month) ?? 0)),
      );
      expect(row.trend?.at(-2)?.actual).toBe(fromCents(actual.get('2025-04') ?? 0));
      expect(row.people_count).toBe(new Set(projectTerms(db, row.id).map((term) => term.user_id)).size);
    }
  });

  it("gives as a project's next reminder the first of GET reminders/{id}, so the list and the tab agree", async () => {
    const token = await login('admin@acme.test');
    const rows = await everyRow(token);
    const firsts = await Promise.all(
      rows.map(async (row) => {
        const [first] = reminderListSchema.parse(
          (await getAs('acme', `reminders/${row.id}`, token)).body,
        ).data;
        return first ? { type: first.type, due_date: first.due_date, title: first.title } : null;
      }),
    );
    expect(rows.map((row) => row.next_reminder)).toEqual(firsts);
    // Not all alike: some projects have something due and some of those differ in kind.
    expect(firsts.filter((first) => first !== null).length).toBeGreaterThan(0);
    expect(new Set(firsts.map((first) => first?.type ?? null)).size).toBeGreaterThan(1);
  });

  it('needs project::view', async () => {
    const employee = await login('employee@acme.test');
    expect((await getAs('acme', 'internal-projects', employee)).status).toBe(403);
    expect((await getAs('acme', 'info/internal-projects', employee)).status).toBe(403);
    expect((await getAs('acme', 'internal-projects/titles', employee)).status).toBe(403);
    const sale = await login('sale@acme.test');
    expect((await getAs('acme', 'internal-projects', sale)).status).toBe(200);
  });
});

describe('GET info/internal-projects', () => {
  it('counts every status under the other filters, and totals the filtered list per currency', async () => {
    const token = await login('admin@acme.test');
    const db = await getTenantDb('acme');
    const answer = await getAs('acme', 'info/internal-projects?currency=EUR&statuses[]=active', token);
    expect(answer.status).toBe(200);
    const info = projectsInfoSchema.parse(answer.body).data;
    expect(info.statuses.map((status) => status.key)).toEqual([...PROJECT_STATUSES]);
    expect(info.statuses.find((status) => status.key === 'on_hold')?.label).toBe('On hold');
    const euro = db.projects.all().filter((row) => row.currency === 'EUR');
    for (const { key, count } of info.statuses)
      expect(count).toBe(euro.filter((row) => row.status === key).length);

    const listed = await everyRow(token, '?currency=EUR&statuses[]=active');
    const sum = (pick: (row: ProjectListItem) => number) =>
      fromCents(listed.reduce((cents, row) => cents + Math.round(pick(row) * 100), 0));
    expect(Object.keys(info.totals.forecast_month)).toEqual(['EUR']);
    expect(info.totals.forecast_month.EUR).toBe(sum((row) => row.totals.forecast_month));
    expect(info.totals.invoiced_ytd.EUR).toBe(sum((row) => row.totals.invoiced_ytd));
    expect(info.totals.outstanding.EUR).toBe(sum((row) => row.totals.outstanding));

    // Never added across currencies: one sum per currency.
    const all = projectsInfoSchema.parse((await getAs('acme', 'info/internal-projects', token)).body).data;
    expect(Object.keys(all.totals.outstanding).sort()).toEqual(
      [...new Set(db.projects.all().map((row) => row.currency))].sort(),
    );
  });
});

describe('titles and clients', () => {
  it('lists every title, and each client once', async () => {
    const token = await login('sale@acme.test');
    const db = await getTenantDb('acme');
    const titles = projectNamesSchema.parse(
      (await getAs('acme', 'internal-projects/titles', token)).body,
    ).data;
    expect(titles).toHaveLength(db.projects.all().length);
    expect(titles).toContain('Atlas Platform');
    const clients = projectNamesSchema.parse(
      (await getAs('acme', 'internal-projects/clients', token)).body,
    ).data;
    expect(new Set(clients).size).toBe(clients.length);
    expect(new Set(clients)).toEqual(
      new Set(db.projects.all().flatMap((row) => (row.client ? [row.client] : []))),
    );
  });
});

describe('POST internal-projects', () => {
  it('creates a project from multipart fields with its contract (201), then lists it', async () => {
    const token = await login('admin@acme.test');
    const answer = await postMultipart('acme', 'internal-projects', token, [
      ...newProject(),
      ['files[]', pdfFile('Contract.pdf')],
    ]);
    expect(answer.status).toBe(201);
    const { data } = projectResponseSchema.parse(answer.body);
    expect(data).toMatchObject({
      title: 'Orbit Platform',
      client: 'Bank of Tbilisi',
      status: 'upcoming',
      currency: 'EUR',
      project_manager: { id: 1 },
      start_date: '2025-06-01',
      end_date: '2025-12-31',
      description: 'A new ledger.',
      people_count: 0,
      media: [{ file_name: 'Contract.pdf', mime_type: 'application/pdf' }],
    });
    const listed = await everyRow(token, '?search=orbit');
    expect(listed).toEqual([
      expect.objectContaining({
        id: data.id,
        title: 'Orbit Platform',
        totals: { forecast_month: 0, invoiced_ytd: 0, outstanding: 0 },
        next_reminder: null,
      }),
    ]);
    const titles = projectNamesSchema.parse(
      (await getAs('acme', 'internal-projects/titles', token)).body,
    ).data;
    expect(titles).toContain('Orbit Platform');
  });

  it('keeps blanks as null: no client, no manager, no end', async () => {
    const token = await login('admin@acme.test');
    const answer = await postMultipart(
      'acme',
      'internal-projects',
      token,
      newProject({ client: '', project_manager_id: '', end_date: '', description: '' }),
    );
    expect(answer.status).toBe(201);
    expect(projectResponseSchema.parse(answer.body).data).toMatchObject({
      client: null,
      project_manager: null,
      end_date: null,
      description: null,
      media: [],
    });
  });

  it('answers 422 at every field at once: a title taken (any case), an end before the start, an unknown currency or manager', async () => {
    const token = await login('admin@acme.test');
    const db = await getTenantDb('acme');
    const employee = db.users.findFirst((q) => q.where({ email: 'employee@acme.test' }))!;
    const answer = await postMultipart(
      'acme',
      'internal-projects',
      token,
      newProject({
        title: 'atlas PLATFORM',
        currency: 'CHF',
        project_manager_id: String(employee.id),
        end_date: '2025-05-31',
      }),
    );
    expect(answer.status).toBe(422);
    expect((answer.body as { errors: unknown }).errors).toEqual({
      currency: ['The selected currency is invalid.'],
      project_manager_id: ['The selected project manager id is invalid.'],
      title: ['The title has already been taken.'],
      end_date: ['The end date field must be a date after or equal to start date.'],
    });
    const empty = await postMultipart(
      'acme',
      'internal-projects',
      token,
      newProject({ title: ' ', status: '' }),
    );
    expect((empty.body as { errors: unknown }).errors).toEqual({
      title: ['The title field is required.'],
      status: ['The status field is required.'],
    });
    const badFile = await postMultipart('acme', 'internal-projects', token, [
      ...newProject({ title: 'Another one' }),
      ['files[]', { name: 'notes.txt', type: 'text/plain', bytes: new TextEncoder().encode('hi') }],
    ]);
    expect(badFile).toMatchObject({
      status: 422,
      body: { errors: { 'files.0': [expect.stringContaining('pdf')] } },
    });
    // Nothing was stored.
    expect(db.projects.all().some((row) => row.title === 'Another one')).toBe(false);
  });

  it('needs project::update', async () => {
    const sale = await login('sale@acme.test');
    expect((await postMultipart('acme', 'internal-projects', sale, newProject())).status).toBe(403);
    await revoke('acme', 'admin@acme.test', 'project::update');
    const admin = await login('admin@acme.test');
    expect((await postMultipart('acme', 'internal-projects', admin, newProject())).status).toBe(403);
  });
});
