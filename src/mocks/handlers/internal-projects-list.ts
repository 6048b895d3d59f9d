import { format, parseISO, subMonths } from 'date-fns';
import {
  PROJECT_STATUSES,
  projectNamesSchema,
  projectPageSchema,
  projectResponseSchema,
  projectStatusLabel,
  projectsInfoSchema,
  type ProjectListItem,
} from '@/api/internal-projects/internal-project.schemas';
import {
  projectListQuery,
  projectsInfoQuery,
  type ProjectFilters,
  type ProjectSortKey,
} from '@/api/internal-projects/internal-projects.query';
import { fromCents } from '@/lib/cents';
import { CURRENCIES, orderCurrencies } from '@/lib/currency';
import { PERMISSIONS } from '@/lib/permissions';
import { monthRange, monthsBetween, termLineCounted } from '@/lib/term-forecast';
import { monthlyWorkingDayCounter } from '@/lib/working-day-counter';
import type { NamedDay } from '@/lib/working-days';
import { mockToday } from '../db/employee-view';
import { NO_PERSON } from '../db/media-parents';
import { actualByMonth, countsAsActual, outstandingCents } from '../db/project-figures';
import type { InvoiceRow, ProjectRow, TermRow } from '../db/project-schemas';
import { projectRemindersOf } from '../db/project-reminders-view';
import { projectHolidays, toProject } from '../db/project-view';
import type { MockUser } from '../db/schemas';
import { nextId, type TenantDb } from '../db/tenant-db';
import { checkUploads, storeUploads } from '../files/stored-media';
import { paginate } from '../routing/paginate';
import { readBodyWithFiles } from '../routing/request-body';
import { MockHttpError, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { orNull, validate } from '../routing/validate';

// The projects list and what it needs (finance.md §2.3; the shapes are proposed where SPEC §7 hides them):
//   GET  internal-projects?statuses[]=&search=&client=&project_manager_ids[]=&currency=&page=&per_page=&sort=
//   GET  info/internal-projects?<the same filters>   counts per status (under the other filters), totals
//   GET  internal-projects/titles, internal-projects/clients
//   POST internal-projects (multipart)                 201 { data: Project }
// The figures are the project's own currency, "now" being the mock's reference date. Terms and invoices
// are grouped once per request, so 2,000 projects cost one pass over each collection, not one per row.

const TREND_MONTHS = 12;
type SortKey = ProjectSortKey;
const MONEY_SORTS = new Set<SortKey>(['forecast_month', 'invoiced_ytd', 'outstanding']);

const TITLE_MAX = 255;
const CLIENT_MAX = 255;
const DESCRIPTION_MAX = 5000;

type Filters = {
  statuses: string[];
  search: string;
  client: string;
  managerIds: number[];
  currency: string;
};

// The filters as the rows are compared with them: texts without case.
function filtersOf(filters: ProjectFilters): Filters {
  return {
    statuses: [...new Set(filters.statuses ?? [])],
    search: (filters.search ?? '').trim().toLowerCase(),
    client: (filters.client ?? '').trim().toLowerCase(),
    managerIds: [...new Set(filters.project_manager_ids ?? [])],
    currency: filters.currency ?? '',
  };
}

// The rows the filters leave; `statuses: false` leaves the status filter out (for the counts per status).
function matching(rows: readonly ProjectRow[], filters: Filters, { statuses = true } = {}): ProjectRow[] {
  const wantedStatuses = statuses && filters.statuses.length > 0 ? new Set(filters.statuses) : null;
  const wantedManagers = filters.managerIds.length > 0 ? new Set(filters.managerIds) : null;
  return rows.filter(
    (row) =>
      (!wantedStatuses || wantedStatuses.has(row.status)) &&
      (!wantedManagers || (row.project_manager_id !== null && wantedManagers.has(row.project_manager_id))) &&
      (!filters.currency || row.currency === filters.currency) &&
      (!filters.client || (row.client ?? '').toLowerCase() === filters.client) &&
      (!filters.search ||
        row.title.toLowerCase().includes(filters.search) ||
        (row.client ?? '').toLowerCase().includes(filters.search)),
  );
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

type Figures = { forecastMonth: number; invoicedYtd: number; outstanding: number };

// What one request needs, looked up once: terms and invoices by project, the people, this month's
// working dates. Figures are made on demand and kept for the request.
function listContext(db: TenantDb) {
  const today = mockToday();
  const month = today.slice(0, 7);
  const year = today.slice(0, 4);
  const holidays: NamedDay[] = projectHolidays(db);
  const termsByProject = groupBy(db.terms.all(), (term) => term.internal_project_id);
  const invoicesByProject = groupBy(db.invoices.all(), (invoice) => invoice.internal_project_id);
  // Each month's working days counted once per request: the calendar walk is what costs, not the terms.
  const countWorkingDays = monthlyWorkingDayCounter(holidays);
  const trendMonths = monthsBetween(
    format(subMonths(parseISO(`${month}-01`), TREND_MONTHS - 1), 'yyyy-MM-dd'),
    `${month}-01`,
  );
  let users: Map<number, MockUser> | null = null;
  const userOf = (id: number | null): MockUser | undefined => {
    if (id === null) return undefined;
    users ??= new Map(db.users.all().map((user) => [user.id, user]));
    return users.get(id);
  };
  const figures = new Map<number, Figures>();

  const termsOf = (id: number): TermRow[] => termsByProject.get(id) ?? [];
  const invoicesOf = (id: number): InvoiceRow[] => invoicesByProject.get(id) ?? [];

  // A month's line of each term, as forecastByMonth makes it (termLine's rule, rounded once per term and
  // month), without walking the rest of the term.
  const forecastIn = (terms: readonly TermRow[], key: string): number => {
    const { from, to } = monthRange(key);
    return terms.reduce((sum, term) => sum + termLineCounted(term, from, to, countWorkingDays).cents, 0);
  };

  const figuresOf = (row: ProjectRow): Figures => {
    const known = figures.get(row.id);
    if (known) return known;
    const invoices = invoicesOf(row.id);
    const made: Figures = {
      forecastMonth: forecastIn(termsOf(row.id), month),
      invoicedYtd: invoices
        .filter((invoice) => countsAsActual(invoice) && invoice.issue_date.startsWith(year))
        .reduce((sum, invoice) => sum + invoice.subtotal_cents, 0),
      outstanding: outstandingCents(invoices),
    };
    figures.set(row.id, made);
    return made;
  };

  const trendOf = (row: ProjectRow) => {
    const terms = termsOf(row.id);
    const actual = actualByMonth(invoicesOf(row.id));
    return trendMonths.map((key) => ({
      month: key,
      forecast: fromCents(forecastIn(terms, key)),
      actual: fromCents(actual.get(key) ?? 0),
    }));
  };

  // What is due soonest, by the rules of GET reminders/{id} (the tab shows the same first).
  const nextReminderOf = (row: ProjectRow): ProjectListItem['next_reminder'] => {
    const [first] = projectRemindersOf({
      project: row,
      terms: termsOf(row.id),
      invoices: invoicesOf(row.id),
      nameOf: (id) => userOf(id)?.name,
      holidays,
      today,
    });
    return first ? { type: first.type, due_date: first.due_date, title: first.title } : null;
  };

  const managerOf = (row: ProjectRow) => {
    const user = userOf(row.project_manager_id);
    return user ? { id: user.id, name: user.name } : null;
  };

  const toListItem = (row: ProjectRow): ProjectListItem => {
    const own = figuresOf(row);
    return {
      id: row.id,
      title: row.title,
      client: row.client,
      status: row.status,
      currency: row.currency,
      project_manager: managerOf(row),
      start_date: row.start_date,
      end_date: row.end_date,
      people_count: new Set(termsOf(row.id).map((term) => term.user_id)).size,
      totals: {
        forecast_month: fromCents(own.forecastMonth),
        invoiced_ytd: fromCents(own.invoicedYtd),
        outstanding: fromCents(own.outstanding),
      },
      trend: trendOf(row),
      next_reminder: nextReminderOf(row),
    };
  };

  return { figuresOf, toListItem, managerOf, termsOf };
}

type Context = ReturnType<typeof listContext>;

const compareText = (a: string | null, b: string | null): number =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b, 'en', { sensitivity: 'base' });

// Money sorts keep currencies apart: by currency (the app's order), then by amount within each one.
function sortRows(rows: ProjectRow[], sort: { key: SortKey; desc: boolean }, context: Context): ProjectRow[] {
  const direction = sort.desc ? -1 : 1;
  const currencyRank = new Map(orderCurrencies([...CURRENCIES]).map((code, index) => [code, index]));
  const peopleOf = (row: ProjectRow) => new Set(context.termsOf(row.id).map((term) => term.user_id)).size;
  const moneyOf = (row: ProjectRow): number => {
    const figures = context.figuresOf(row);
    if (sort.key === 'forecast_month') return figures.forecastMonth;
    if (sort.key === 'invoiced_ytd') return figures.invoicedYtd;
    return figures.outstanding;
  };
  const compare = (a: ProjectRow, b: ProjectRow): number => {
    switch (sort.key) {
      case 'people_count':
        return direction * (peopleOf(a) - peopleOf(b));
      case 'project_manager':
        return (
          direction * compareText(context.managerOf(a)?.name ?? null, context.managerOf(b)?.name ?? null)
        );
      case 'title':
      case 'client':
      case 'status':
      case 'currency':
      case 'start_date':
      case 'end_date':
        return direction * compareText(a[sort.key], b[sort.key]);
      default:
        return MONEY_SORTS.has(sort.key)
          ? (currencyRank.get(a.currency as never) ?? 99) - (currencyRank.get(b.currency as never) ?? 99) ||
              direction * (moneyOf(a) - moneyOf(b))
          : 0;
    }
  };
  return rows.sort((a, b) => compare(a, b) || a.id - b.id);
}

const list = tenantRoute(
  'GET',
  'internal-projects',
  ({ db, url }) => {
    const read = projectListQuery.read(url);
    if (!read.ok) throw validationFailed(read.errors);
    const { sort, perPage } = read.query;
    const filters = filtersOf(read.query.filters);
    const context = listContext(db);
    const rows = sortRows(
      matching(db.projects.all(), filters),
      sort ? { key: sort.id, desc: sort.desc } : { key: 'title', desc: false },
      context,
    );
    const page = paginate(rows, url, perPage);
    return respond(projectPageSchema, { data: { ...page, data: page.data.map(context.toListItem) } });
  },
  { permission: PERMISSIONS.projectView },
);

const amountsOf = (cents: Map<string, number>): Record<string, number> =>
  Object.fromEntries(
    orderCurrencies([...cents.keys()]).map((code) => [code, fromCents(cents.get(code) ?? 0)]),
  );

const info = tenantRoute(
  'GET',
  'info/internal-projects',
  ({ db, url }) => {
    const read = projectsInfoQuery.read(url);
    if (!read.ok) throw validationFailed(read.errors);
    const filters = filtersOf(read.query.filters);
    const all = db.projects.all();
    const counts = new Map<string, number>(PROJECT_STATUSES.map((status) => [status, 0]));
    for (const row of matching(all, filters, { statuses: false }))
      counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
    const context = listContext(db);
    const totals = {
      forecast: new Map<string, number>(),
      invoiced: new Map<string, number>(),
      outstanding: new Map<string, number>(),
    };
    const add = (sums: Map<string, number>, currency: string, cents: number) =>
      sums.set(currency, (sums.get(currency) ?? 0) + cents);
    for (const row of matching(all, filters)) {
      const figures = context.figuresOf(row);
      add(totals.forecast, row.currency, figures.forecastMonth);
      add(totals.invoiced, row.currency, figures.invoicedYtd);
      add(totals.outstanding, row.currency, figures.outstanding);
    }
    return respond(projectsInfoSchema, {
      data: {
        statuses: [...counts].map(([key, count]) => ({ key, label: projectStatusLabel(key), count })),
        totals: {
          forecast_month: amountsOf(totals.forecast),
          invoiced_ytd: amountsOf(totals.invoiced),
          outstanding: amountsOf(totals.outstanding),
        },
      },
    });
  },
  { permission: PERMISSIONS.projectView },
);

const byText = (a: string, b: string) =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b);

const titles = tenantRoute(
  'GET',
  'internal-projects/titles',
  ({ db }) =>
    respond(projectNamesSchema, {
      data: db.projects
        .all()
        .map((row) => row.title)
        .sort(byText),
    }),
  { permission: PERMISSIONS.projectView },
);

// Each client once, as first written.
const clients = tenantRoute(
  'GET',
  'internal-projects/clients',
  ({ db }) => {
    const seen = new Map<string, string>();
    for (const row of db.projects.all()) {
      const client = row.client?.trim();
      if (client && !seen.has(client.toLowerCase())) seen.set(client.toLowerCase(), client);
    }
    return respond(projectNamesSchema, { data: [...seen.values()].sort(byText) });
  },
  { permission: PERMISSIONS.projectView },
);

// Who may manage a project: as GET project-managers lists them.
const isProjectManager = (user: MockUser | undefined): boolean =>
  user !== undefined && !user.archived && user.active && user.role !== 'employee';

type Field =
  | 'title'
  | 'client'
  | 'status'
  | 'currency'
  | 'project_manager_id'
  | 'start_date'
  | 'end_date'
  | 'description';

// Laravel reports every field at once: the table rules, then those across fields or rows.
const create = tenantRoute(
  'POST',
  'internal-projects',
  async ({ db, request }) => {
    const { body, filesOf } = await readBodyWithFiles(request);
    const errors: Record<string, string[]> = {};
    let values: Record<Field, string> | null = null;
    try {
      values = validate(body, {
        title: ['required', { max: TITLE_MAX }],
        client: [{ max: CLIENT_MAX }],
        status: ['required', { in: PROJECT_STATUSES }],
        currency: ['required', { in: CURRENCIES }],
        project_manager_id: [
          'integer',
          {
            exists: (text) =>
              isProjectManager(db.users.findFirst((q) => q.where({ id: Number(text) })) ?? undefined),
          },
        ],
        start_date: ['required', 'date'],
        end_date: ['date'],
        description: [{ max: DESCRIPTION_MAX }],
      });
    } catch (error) {
      if (!(error instanceof MockHttpError) || !error.body.errors) throw error;
      Object.assign(errors, error.body.errors);
    }
    const text = (field: Field) => (typeof body[field] === 'string' ? (body[field] as string).trim() : '');
    const title = text('title');
    if (!errors.title && title !== '') {
      const lower = title.toLowerCase();
      if (db.projects.all().some((row) => row.title.trim().toLowerCase() === lower))
        errors.title = ['The title has already been taken.'];
    }
    // after_or_equal:start_date, when both are dates.
    const [start, end] = [text('start_date').slice(0, 10), text('end_date').slice(0, 10)];
    if (!errors.start_date && !errors.end_date && start !== '' && end !== '' && end < start)
      errors.end_date = ['The end date field must be a date after or equal to start date.'];
    if (!values || Object.keys(errors).length > 0) throw validationFailed(errors);
    const files = filesOf('files');
    checkUploads(files, 'files');
    const id = nextId(db.projects);
    const media_ids = await storeUploads(db, { kind: 'project', id }, NO_PERSON, files);
    const row = await db.projects.create({
      id,
      title: values.title,
      client: orNull(values.client),
      status: values.status,
      currency: values.currency,
      project_manager_id: values.project_manager_id === '' ? null : Number(values.project_manager_id),
      start_date: values.start_date.slice(0, 10),
      end_date: orNull(values.end_date.slice(0, 10)),
      description: orNull(values.description),
      administrative_fields: null,
      media_ids,
      created_at: new Date().toISOString(),
    });
    return respond(projectResponseSchema, { data: toProject(db, row) }, 201);
  },
  { permission: PERMISSIONS.projectUpdate },
);

export const internalProjectListHandlers = [list, info, titles, clients, create];
