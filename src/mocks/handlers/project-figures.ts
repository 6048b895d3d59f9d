import { isValid, parseISO } from 'date-fns';
import {
  invoiceFinancesResponseSchema,
  projectDashboardResponseSchema,
  projectRevenueResponseSchema,
  projectTotalsResponseSchema,
  reportRowResponseSchema,
} from '@/api/project-figures/project-figure.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { monthsBetween } from '@/lib/term-forecast';
import {
  dashboardOf,
  figuresOf,
  invoiceFinancesOf,
  projectMonths,
  reportRowOf,
  revenueOf,
  totalsOf,
} from '../db/project-figure-views';
import type { TenantDb } from '../db/tenant-db';
import { found, idParam, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';

// A project's figures (finance.md §2.3, shapes proposed): read-only, for anyone who may see projects.

const options = { permission: PERMISSIONS.projectView };

// At most ten years of months in one answer.
const MAX_MONTHS = 120;
const MONTH = /^\d{4}-\d{2}(?:-\d{2})?$/;

function figures(db: TenantDb, id: string | readonly string[] | undefined) {
  const projectId = idParam(typeof id === 'string' ? id : undefined);
  return figuresOf(db, found(db.projects.findFirst((q) => q.where({ id: projectId }))));
}

// A month as 'yyyy-MM' from 'yyyy-MM' or 'yyyy-MM-dd'; null when absent, an error when not a month.
function monthParam(url: URL, name: string, errors: Record<string, string[]>): string | null {
  const text = url.searchParams.get(name);
  if (text === null || text === '') return null;
  const month = text.slice(0, 7);
  if (!MONTH.test(text) || !isValid(parseISO(`${month}-01`))) {
    errors[name] = [`The ${name} field must be a month (yyyy-MM) or a date.`];
    return null;
  }
  return month;
}

const dashboard = tenantRoute(
  'GET',
  'internal-projects/dashboard/:id',
  ({ db, params }) => {
    const project = figures(db, params.id);
    return respond(projectDashboardResponseSchema, { data: dashboardOf(db, project) });
  },
  options,
);

const totals = tenantRoute(
  'GET',
  'internal-projects/totals/:id',
  ({ db, params }) => respond(projectTotalsResponseSchema, { data: totalsOf(figures(db, params.id)) }),
  options,
);

const invoiceFinances = tenantRoute(
  'GET',
  'internal-projects/invoice-finances/:id',
  ({ db, params }) =>
    respond(invoiceFinancesResponseSchema, { data: invoiceFinancesOf(figures(db, params.id)) }),
  options,
);

// ?from&to (months or dates; the project's own months when absent) &initial (1: the baseline plan).
const revenue = tenantRoute(
  'GET',
  'internal-projects/revenue/:id',
  ({ db, params, url }) => {
    const project = figures(db, params.id);
    const errors: Record<string, string[]> = {};
    const from = monthParam(url, 'from', errors);
    const to = monthParam(url, 'to', errors);
    const initial = url.searchParams.get('initial') ?? '0';
    if (!['0', '1', 'true', 'false'].includes(initial))
      errors.initial = ['The initial field must be true or false.'];
    const range = projectMonths(project);
    const span = { from: from ?? range.from, to: to ?? range.to };
    if (!errors.from && !errors.to) {
      if (span.to < span.from) errors.to = ['The to field must be a date after or equal to from.'];
      else if (monthsBetween(`${span.from}-01`, `${span.to}-01`).length > MAX_MONTHS)
        errors.to = [`The period may span at most ${MAX_MONTHS} months.`];
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const plan = initial === '1' || initial === 'true' ? 'baseline' : 'current';
    return respond(projectRevenueResponseSchema, { data: revenueOf(project, span, plan) });
  },
  options,
);

// ?year (this year when absent).
const projectRevenue = tenantRoute(
  'GET',
  'internal-projects/project-revenue/:id',
  ({ db, params, url }) => {
    const project = figures(db, params.id);
    const text = url.searchParams.get('year');
    const year = text === null || text === '' ? Number(project.today.slice(0, 4)) : Number(text);
    if (!/^\d{4}$/.test(String(year)) || year < 2000 || year > 2100)
      throw validationFailed({ year: ['The year field must be a year between 2000 and 2100.'] });
    return respond(reportRowResponseSchema, { data: reportRowOf(project, year) });
  },
  options,
);

export const projectFigureHandlers = [dashboard, totals, invoiceFinances, revenue, projectRevenue];
