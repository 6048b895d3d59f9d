// @vitest-environment jsdom
import fc from 'fast-check';
import { isApiError } from '@/api/api-error';
import { APPROVAL_STATUSES, INVOICE_TYPES, PAYMENT_STATUSES } from '@/api/invoices/invoice.schemas';
import { fetchInvoices, selectAllInvoices } from '@/api/invoices/invoices.api';
import { PROJECT_STATUSES } from '@/api/internal-projects/internal-project.schemas';
import { fetchProjects, fetchProjectsInfo } from '@/api/internal-projects/internal-projects.api';
import {
  downloadCandidatesCsv,
  fetchCandidates,
  fetchRejectionInsights,
} from '@/api/recruitment/recruitment.api';
import { REPORT_GROUPS } from '@/api/reports/report.schemas';
import { fetchReport } from '@/api/reports/reports.api';
import { SAVED_FILTER_LISTS } from '@/api/saved-filters/saved-filter.schemas';
import { fetchSavedFilters } from '@/api/saved-filters/saved-filters.api';
import { fetchTimeOffBalances } from '@/api/time-offs/time-off-balances.api';
import { fetchTimeOffs } from '@/api/time-offs/time-offs.api';
import {
  downloadTrafficCsv,
  fetchIncomingHires,
  fetchTraffic,
  fetchTrafficSummary,
} from '@/api/traffic/traffic.api';
import { TRAFFIC_GROUPS, TRAFFIC_LOADS } from '@/api/traffic/traffic.schemas';
import {
  fetchEmployees,
  fetchUserIdsWithSkill,
  fetchUserIdsWithUserData,
  userDataTypeOf,
} from '@/api/users/user-list.api';
import {
  INVOICE_SCREEN_DEFAULTS,
  invoiceFilterOptionsOf,
} from '@/features/invoices/list/invoice-list-screen';
import {
  PROJECT_SCREEN_DEFAULTS,
  projectApiFiltersOf,
  projectSortOf,
} from '@/features/projects/list/project-api-filters';
import {
  ACTIVE_CANDIDATE_SCREEN_DEFAULTS,
  activeCandidateParamsOf,
} from '@/features/recruitment/active/active-candidate-params';
import {
  REJECTED_SCREEN_DEFAULTS,
  rejectedQueryFiltersOf,
  rejectedSortOf,
} from '@/features/recruitment/rejected/rejected-candidate-params';
import { reportApiFiltersOf } from '@/features/reports/report-api-filters';
import { REPORT_KINDS, type ReportKindName } from '@/features/reports/report-kinds';
import { REPORT_COLUMNS, REPORT_VIEWS, reportListSchema } from '@/features/reports/report-params';
import {
  BALANCE_SCREEN_DEFAULTS,
  balanceApiFiltersOf,
  balanceSortOf,
} from '@/features/time-offs/balances/balance-request-params';
import {
  TIME_OFF_SCREEN_DEFAULTS,
  timeOffApiFiltersOf,
  timeOffSortOf,
} from '@/features/time-offs/requests/time-off-request-params';
import {
  tablePeriod,
  TABLE_SPANS,
  timelinePeriod,
  TRAFFIC_DEFAULTS,
  trafficFiltersOf,
  trafficParamsSchema,
} from '@/features/traffic/shared/traffic-params';
import { AVAILABILITY_VALUES } from '@/lib/availability';
import { calendarDay } from '@/lib/calendar-day';
import { SKILL_PROFICIENCY } from '@/lib/constants';
import { CURRENCIES } from '@/lib/currency';
import { hrefWithQuery } from '@/lib/href-with-query';
import {
  DIRECTORY_DATA_TYPES,
  DIRECTORY_DEFAULTS,
  directoryFilterSchema,
  NO_AVAILABILITY,
  type DirectoryDataType,
} from '@/lib/employee-directory';
import { INVOICE_VIEWS, invoiceListSchema, recentMonths } from '@/lib/invoice-list';
import {
  createListCodec,
  PAGE_SIZES,
  type ListDefaults,
  type ListFilters,
  type ListSchema,
  type ListState,
  type FiltersOf,
  type UrlQuery,
} from '@/lib/list-params';
import { projectListSchema } from '@/features/projects/list/project-list-url';
import {
  activeCandidateListSchema,
  RECRUITMENT_LAYOUTS,
} from '@/features/recruitment/active/active-candidate-url';
import { CANDIDATE_SOURCES } from '@/lib/recruitment-stages';
import {
  rejectedListSchema,
  rejectionPeriodOf,
} from '@/features/recruitment/rejected/rejected-candidate-url';
import { MONTH_OPTIONS } from '@/lib/quarters';
import { balanceListSchema } from '@/features/time-offs/balances/balance-list-url';
import {
  resolvedQueue,
  TIME_OFF_QUEUES,
  timeOffListSchema,
} from '@/features/time-offs/requests/request-list-url';
import { TIME_OFF_STATUSES, TIME_OFF_TYPES } from '@/lib/time-off-labels';
import { getTenantDb } from '@/mocks/db';
import { REFERENCE_DATE, setupMockApi, signIn } from '../support/mock-api';

setupMockApi();

// Every list screen's URL state, as the screen offers it (each sort key both ways, each filter with
// values of its type: ids the seed holds, the values its pickers list, text, flags, days, months),
// read with the screen's own codec, turned into the request the screen sends, and sent to the mocked
// API: each must answer 2xx (issue 29). A 422 here is a parameter the client and the mock (or
// docs/api.md) disagree on.

const ADMIN = 'admin@acme.test';
const TODAY = calendarDay(REFERENCE_DATE);
// Random URL states per list; the sort keys are each tried once per direction besides.
const RUNS = 30;

type Fragment = UrlQuery;
type Arb<T> = fc.Arbitrary<T>;

// The seed's ids and names the screens' pickers offer.
async function seedOptions() {
  const db = await getTenantDb('acme');
  const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
  const users = db.users.all();
  const projects = db.projects.all();
  return {
    users: ids(users),
    managers: ids(users.filter((user) => !user.archived && user.active && user.role !== 'employee')),
    departments: ids(db.departments.all()),
    positions: ids(db.positions.all()),
    seniorities: ids(db.seniorities.all()),
    skills: ids(db.skills.all()),
    projects: ids(projects),
    clients: [...new Set(projects.flatMap((project) => (project.client ? [project.client] : [])))],
    vats: ids(db.vats.all()),
    reasons: ids(db.rejectionReasons.all()),
    stages: db.recruitmentStages.all().map((stage) => stage.key),
  };
}
type Seed = Awaited<ReturnType<typeof seedOptions>>;

// Values of a field as the URL carries them.
const one = <T extends string | number>(values: readonly T[]): Arb<string> =>
  fc.constantFrom(...values).map(String);
const some = <T extends string | number>(values: readonly T[]): Arb<string[]> =>
  fc
    .subarray([...values], { minLength: 1, maxLength: Math.min(3, values.length) })
    .map((items) => items.map(String));
const text = (): Arb<string> => fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 });
const flag = (): Arb<string> => fc.constantFrom('1', '0', 'true', 'false');
const day = (): Arb<string> =>
  fc.date({ min: new Date(2023, 0, 1), max: new Date(2026, 11, 31), noInvalidDate: true }).map(calendarDay);
const skillLevel = (skills: readonly number[]): Arb<string> =>
  fc
    .tuple(fc.constantFrom(...skills), fc.constantFrom(...Object.keys(SKILL_PROFICIENCY)))
    .map(([skill, level]) => `${skill}:${level}`);
const at = (key: string, value: Arb<string | string[]>): Arb<Fragment> => value.map((v) => ({ [key]: v }));

type ListCase<S extends ListSchema> = {
  schema: S;
  defaults: ListDefaults<FiltersOf<S>>;
  // Each filter field the list has, as a part of the URL (a field that goes with another writes both).
  fields: (seed: Seed) => Record<keyof FiltersOf<S> & string, Arb<Fragment>>;
  // Sort ids the screen offers that the request carries (none: the screen sorts its rows itself).
  sorts: readonly string[];
  // The requests the screen sends for this state, as it builds them.
  send: (state: ListState<FiltersOf<S>>) => Promise<unknown>;
};

const listCase = <S extends ListSchema>(spec: ListCase<S>) => spec;

// Both traffic views read one set of parameters from the address.
const trafficFields = (seed: Seed) => ({
  from: at('from', day()),
  zoom: at('zoom', one(['week', 'month', 'quarter', 'half', 'year'])),
  granularity: at('granularity', one(['month', 'week'])),
  span: at('span', one(TABLE_SPANS)),
  group: at('group', one(TRAFFIC_GROUPS)),
  department: at('department', some(seed.departments)),
  position: at('position', some(seed.positions)),
  seniority: at('seniority', some(seed.seniorities)),
  project: at('project', some(seed.projects)),
  pm: at('pm', some(seed.managers)),
  client: at('client', some(seed.clients)),
  skill: at('skill', fc.array(skillLevel(seed.skills), { minLength: 1, maxLength: 2 })),
  availability: at('availability', some(AVAILABILITY_VALUES)),
  load: at('load', one(['any', ...TRAFFIC_LOADS])),
  tentative: at('tentative', flag()),
  pending: at('pending', flag()),
  search: at('search', text()),
});

// A report's view: the year and the grouping are sent; the rest (periods, currency, figures, search, the
// expanded row) the screen applies to the rows it has, and the screen sorts them itself.
function reportCase(kind: ReportKindName) {
  return listCase({
    schema: reportListSchema,
    defaults: REPORT_KINDS[kind].defaults,
    fields: () => ({
      year: at('year', one([2023, 2024, 2025, 2026])),
      view: at('view', one(REPORT_VIEWS)),
      month: at('month', one(MONTH_OPTIONS)),
      cur: at('cur', one(CURRENCIES)),
      // The API's groupings: the salary screen offers people only, and reads a link's department as that.
      group: at('group', one(REPORT_GROUPS[kind])),
      q: at('q', text()),
      cols: at('cols', some(REPORT_COLUMNS)),
      sel: at('sel', fc.integer({ min: -1, max: 40 }).map(String)),
    }),
    sorts: [],
    send: ({ filters }) => fetchReport(kind, reportApiFiltersOf(kind, filters.year, filters.group)),
  });
}

const LISTS = {
  employees: listCase({
    schema: directoryFilterSchema,
    defaults: DIRECTORY_DEFAULTS,
    fields: (seed) => {
      const itemsOf: Record<DirectoryDataType, readonly number[]> = {
        title: seed.positions,
        department: seed.departments,
        seniority: seed.seniorities,
      };
      const types = DIRECTORY_DATA_TYPES;
      return {
        status: at('status', one(['active', 'archived'])),
        q: at('q', text()),
        position: at('position', one(seed.positions)),
        department: at('department', one(seed.departments)),
        seniority: at('seniority', one(seed.seniorities)),
        skill: at('skill', one(seed.skills)),
        availability: at('availability', one([...AVAILABILITY_VALUES, NO_AVAILABILITY])),
        dataType: at('data_type', one(types)),
        // The item picker lists the chosen type's items.
        dataId: fc
          .constantFrom(...types)
          .chain((type) => one(itemsOf[type]).map((id) => ({ data_type: type, data_id: id }))),
      };
    },
    sorts: [],
    // The directory asks for everyone once and filters locally; skills and reference data on the server.
    send: async ({ filters }) => {
      await fetchEmployees(filters.status);
      if (filters.skill !== null) await fetchUserIdsWithSkill(filters.skill);
      if (filters.dataType && filters.dataId !== null)
        await fetchUserIdsWithUserData(userDataTypeOf(filters.dataType), filters.dataId);
    },
  }),

  projects: listCase({
    schema: projectListSchema,
    defaults: PROJECT_SCREEN_DEFAULTS,
    fields: (seed) => ({
      statuses: at('statuses', some(PROJECT_STATUSES)),
      search: at('search', text()),
      client: at('client', one(seed.clients)),
      projectManagerIds: at('project_manager_ids', some(seed.managers)),
      currency: at('currency', one(CURRENCIES)),
    }),
    sorts: PROJECT_SCREEN_DEFAULTS.sortable ?? [],
    send: async ({ filters, sort, page, perPage }) => {
      const apiFilters = projectApiFiltersOf(filters);
      await fetchProjects({ filters: apiFilters, page, perPage, sort: projectSortOf(sort) });
      await fetchProjectsInfo(apiFilters);
    },
  }),

  invoices: listCase({
    schema: invoiceListSchema,
    defaults: INVOICE_SCREEN_DEFAULTS,
    fields: (seed) => {
      const months = recentMonths(REFERENCE_DATE).map((month) => month.value);
      return {
        view: at('view', one(INVOICE_VIEWS)),
        q: at('q', text()),
        project: at('project', some(seed.projects)),
        client: at('client', some(seed.clients)),
        pm: at('pm', some(seed.managers)),
        pay: at('pay', some(PAYMENT_STATUSES)),
        approval: at('approval', some(APPROVAL_STATUSES)),
        type: at('type', some(INVOICE_TYPES)),
        currency: at('currency', some(CURRENCIES)),
        vat: at('vat', some(seed.vats)),
        periodFrom: at('period_from', one(months)),
        periodTo: at('period_to', one(months)),
        issuedFrom: at('issued_from', day()),
        issuedTo: at('issued_to', day()),
        overdue: at('overdue', flag()),
      };
    },
    sorts: INVOICE_SCREEN_DEFAULTS.sortable ?? [],
    // The page, and "select all N matching" with the same filter_options.
    send: async ({ filters, sort, page, perPage }) => {
      const filterOptions = invoiceFilterOptionsOf(filters, sort);
      await fetchInvoices({ filters: filterOptions, page, perPage });
      await selectAllInvoices(filterOptions);
    },
  }),

  'time-off requests': listCase({
    schema: timeOffListSchema,
    defaults: TIME_OFF_SCREEN_DEFAULTS,
    fields: (seed) => ({
      queue: at('queue', one(TIME_OFF_QUEUES)),
      q: at('q', text()),
      status: at('status', some(TIME_OFF_STATUSES)),
      type: at('type', some(TIME_OFF_TYPES)),
      person: at('person', some(seed.users)),
      department: at('department', some(seed.departments)),
      pm: at('pm', some(seed.managers)),
      from: at('from', day()),
      to: at('to', day()),
    }),
    sorts: TIME_OFF_SCREEN_DEFAULTS.sortable ?? [],
    // The admin manages time off: an approver, whose default queue is "waiting for me".
    send: ({ filters, sort, page, perPage }) =>
      fetchTimeOffs({
        filters: timeOffApiFiltersOf(filters, resolvedQueue(filters.queue, true)),
        page,
        perPage,
        sort: timeOffSortOf(sort),
      }),
  }),

  'time-off balances': listCase({
    schema: balanceListSchema,
    defaults: BALANCE_SCREEN_DEFAULTS,
    fields: (seed) => ({
      q: at('q', text()),
      department: at('department', one(seed.departments)),
      balanceOn: at('balance_on', day()),
      // The years the tab's select offers around the reference date.
      year: at('year', one([2023, 2024, 2025, 2026])),
    }),
    sorts: BALANCE_SCREEN_DEFAULTS.sortable ?? [],
    send: ({ filters, sort, page, perPage }) =>
      fetchTimeOffBalances({
        filters: balanceApiFiltersOf(filters),
        page,
        perPage,
        sort: balanceSortOf(sort),
      }),
  }),

  'income report': reportCase('income'),
  'profitability report': reportCase('profitability'),
  'salary report': reportCase('salary'),

  'recruitment candidates (active)': listCase({
    schema: activeCandidateListSchema,
    defaults: ACTIVE_CANDIDATE_SCREEN_DEFAULTS,
    fields: (seed) => ({
      layout: at('layout', one(RECRUITMENT_LAYOUTS)),
      q: at('q', text()),
      stage: at('stage', some(seed.stages)),
      position: at('position', some(seed.positions)),
      seniority: at('seniority', some(seed.seniorities)),
      skill: at('skill', fc.array(skillLevel(seed.skills), { minLength: 1, maxLength: 2 })),
      source: at('source', some(CANDIDATE_SOURCES)),
      owner: at('owner', some(seed.users)),
      from: at('from', day()),
      to: at('to', day()),
      stale: at('stale', flag()),
    }),
    sorts: ACTIVE_CANDIDATE_SCREEN_DEFAULTS.sortable ?? [],
    send: (state) => fetchCandidates(activeCandidateParamsOf(state)),
  }),

  'rejected candidates': listCase({
    schema: rejectedListSchema,
    defaults: REJECTED_SCREEN_DEFAULTS,
    fields: (seed) => ({
      search: at('search', text()),
      reason: at('reason', some(seed.reasons)),
      stage: at('stage', some(seed.stages)),
      position: at('position', some(seed.positions)),
      rejectedBy: at('rejected_by', some(seed.users)),
      source: at('source', some(CANDIDATE_SOURCES)),
      from: at('from', day()),
      to: at('to', day()),
    }),
    sorts: REJECTED_SCREEN_DEFAULTS.sortable ?? [],
    send: async ({ filters, sort, page, perPage }) => {
      const period = rejectionPeriodOf(filters, REFERENCE_DATE);
      const query = rejectedQueryFiltersOf(filters, period);
      await fetchCandidates({ filters: query, page, perPage, sort: rejectedSortOf(sort) });
      await fetchRejectionInsights(period);
      await downloadCandidatesCsv({ filters: query, sort: rejectedSortOf(sort) });
    },
  }),

  'traffic (table)': listCase({
    schema: trafficParamsSchema,
    defaults: TRAFFIC_DEFAULTS,
    fields: trafficFields,
    sorts: [],
    // The table's people (the first page of 100) and its forecast row, over the span holding `from`.
    send: async ({ filters }) => {
      const { from, to } = tablePeriod(filters, TODAY);
      const apiFilters = trafficFiltersOf(filters);
      await fetchTraffic({ from, to, filters: apiFilters, page: 1 });
      await fetchTrafficSummary({
        from,
        to,
        filters: apiFilters,
        granularity: filters.granularity,
        groupBy: 'none',
      });
      await downloadTrafficCsv({ from, to, filters: apiFilters, granularity: filters.granularity });
    },
  }),

  // The timeline's people over the zoom's period holding `from`, and who is about to join.
  'traffic (timeline)': listCase({
    schema: trafficParamsSchema,
    defaults: TRAFFIC_DEFAULTS,
    fields: trafficFields,
    sorts: [],
    send: async ({ filters }) => {
      const { from, to } = timelinePeriod(filters, TODAY);
      const apiFilters = trafficFiltersOf(filters);
      await fetchTraffic({ from, to, filters: apiFilters, page: 1 });
      const { department_ids, position_ids } = apiFilters;
      await fetchIncomingHires({ from, to, department_ids, position_ids });
    },
  }),
};

// What the mock answered, in words, for a failing case.
function describeFailure(query: UrlQuery, error: unknown): Error {
  const answer = isApiError(error)
    ? `${error.status} ${error.message} ${JSON.stringify(error.fieldErrors)}`
    : String(error);
  return new Error(`${hrefWithQuery('', query) || '(no parameters)'} → ${answer}`);
}

function checkList<S extends ListSchema>(name: string, spec: ListCase<S>) {
  const codec = createListCodec(spec.schema, spec.defaults);
  const sendQuery = async (query: UrlQuery) => {
    try {
      await spec.send(codec.decode(query));
    } catch (error) {
      throw describeFailure(query, error);
    }
  };

  describe(name, () => {
    it('offers a value for every filter, and each one reads back as a filter', async () => {
      const fields = spec.fields(await seedOptions());
      expect(Object.keys(fields).sort()).toEqual(Object.keys(spec.defaults.filters).sort());
      for (const [field, arb] of Object.entries<Arb<Fragment>>(fields)) {
        const read = fc.sample(arb, { numRuns: 10, seed: 29 }).map((query) => codec.decode(query).filters);
        // A value the codec does not read would fall back to the default and test nothing.
        expect(
          read.some(
            (filters) =>
              JSON.stringify(filters[field]) !==
              JSON.stringify((spec.defaults.filters as ListFilters)[field]),
          ),
          field,
        ).toBe(true);
      }
    });

    // The directory and the traffic table sort their rows themselves: no sort is sent.
    if (spec.sorts.length > 0)
      it('sorts by each of its sort keys, both ways', async () => {
        await signIn(ADMIN);
        for (const id of spec.sorts)
          for (const desc of [false, true]) {
            const sort = { id, desc };
            // Read as written, not dropped for the default sort.
            expect(codec.decode({ sort: `${id}:${desc ? 'desc' : 'asc'}` }).sort).toEqual(sort);
            await sendQuery({ sort: `${id}:${desc ? 'desc' : 'asc'}` });
          }
      });

    it('every combination of its filters, sort, page and page size is answered', async () => {
      const seed = await seedOptions();
      await signIn(ADMIN);
      const fields = fc.record(spec.fields(seed), { requiredKeys: [] });
      const paging = fc.record(
        {
          sort: fc
            .tuple(fc.constantFrom(spec.defaults.sort.id, ...spec.sorts), fc.constantFrom('asc', 'desc'))
            .map(([id, dir]) => `${id}:${dir}`),
          page: fc.integer({ min: 1, max: 3 }).map(String),
          per_page: one(PAGE_SIZES),
        },
        { requiredKeys: [] },
      );
      const queries = fc
        .tuple(fields, paging)
        .map(([parts, rest]): UrlQuery => Object.assign({}, ...(Object.values(parts) as Fragment[]), rest));
      await fc.assert(fc.asyncProperty(queries, sendQuery), { numRuns: RUNS });
    });
  });
}

describe("every list's parameters against the mock", () => {
  for (const [name, spec] of Object.entries(LISTS)) checkList(name, spec as ListCase<ListSchema>);
});

// The saved views menu of each list (no link state of its own): each list's views, a page at a time.
describe('saved filters against the mock', () => {
  it('asks for the views of every list that keeps them, first and later pages', async () => {
    await signIn(ADMIN);
    for (const list of SAVED_FILTER_LISTS)
      for (const page of [1, 2]) {
        const query = { list, page: String(page) };
        await fetchSavedFilters(page, undefined, list).catch((error: unknown) => {
          throw describeFailure(query, error);
        });
      }
  });
});
