import { format } from 'date-fns';
import { HttpResponse } from 'msw';
import { projectTermsSchema, termResponseSchema, type Term } from '@/api/terms/term.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { mockDbConfig } from '../db/mock-db';
import type { ProjectRow, TermRow } from '../db/project-schemas';
import { projectHolidays, projectTerms, toTerm } from '../db/project-view';
import { checkedPlan, invoicesOf } from '../db/term-plan';
import { nextId, type TenantDb } from '../db/tenant-db';
import type { TenantContext } from '../routing/authorize';
import { readBody } from '../routing/request-body';
import { found, idParam, MockHttpError, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';

// A project's terms (finance.md §2.3): GET terms/{projectId} lists those not ended before today,
// GET terms/all/{projectId} every one; POST terms/{projectId} adds one (its plan becomes the baseline);
// POST terms/{termId}?_method=patch (or PATCH) changes the fields sent; DELETE terms/{termId} removes
// one, refused while invoices refer to it unless ?force=1. Reading needs project::view, changing
// project::update.

const today = () => format(mockDbConfig().referenceDate, 'yyyy-MM-dd');

const findProject = (db: TenantDb, id: number): ProjectRow =>
  found(db.projects.findFirst((q) => q.where({ id })));

const findTerm = (db: TenantDb, id: number): TermRow => found(db.terms.findFirst((q) => q.where({ id })));

function answerTerm(db: TenantDb, row: TermRow, project: ProjectRow): Term {
  return { ...toTerm(db, row, project.currency), invoice_count: invoicesOf(db, row).length };
}

function listAnswer(db: TenantDb, projectId: number, scope: 'current' | 'all') {
  const project = findProject(db, projectId);
  const holidays = projectHolidays(db);
  const rows = projectTerms(db, project.id).filter((row) => scope === 'all' || row.end_date >= today());
  return respond(projectTermsSchema, {
    data: rows.map((row) => ({
      ...toTerm(db, row, project.currency, holidays),
      invoice_count: invoicesOf(db, row).length,
    })),
    meta: {
      project: {
        id: project.id,
        title: project.title,
        currency: project.currency,
        start_date: project.start_date,
        end_date: project.end_date,
      },
    },
  });
}

const current = tenantRoute(
  'GET',
  'terms/:id',
  ({ db, params }) => listAnswer(db, idParam(params.id), 'current'),
  {
    permission: PERMISSIONS.projectView,
  },
);

const all = tenantRoute(
  'GET',
  'terms/all/:id',
  ({ db, params }) => listAnswer(db, idParam(params.id), 'all'),
  {
    permission: PERMISSIONS.projectView,
  },
);

async function create({ db, params, request }: TenantContext): Promise<Response> {
  const project = findProject(db, idParam(params.id));
  const plan = checkedPlan(db, project, await readBody(request), null);
  const { start_date, end_date, minutes_per_day, rate_cents } = plan;
  const row = await db.terms.create({
    ...plan,
    id: nextId(db.terms),
    internal_project_id: project.id,
    // The plan as first saved: what the revenue chart's baseline keeps.
    baseline: { start_date, end_date, minutes_per_day, rate_cents },
    created_at: today(),
  });
  return respond(termResponseSchema, { data: answerTerm(db, row, project) }, 201);
}

async function update({ db, params, request }: TenantContext): Promise<Response> {
  const term = findTerm(db, idParam(params.id));
  const project = findProject(db, term.internal_project_id);
  const plan = checkedPlan(db, project, await readBody(request), term);
  await db.terms.update((q) => q.where({ id: term.id }), {
    data(draft) {
      Object.assign(draft, plan);
    },
  });
  return respond(termResponseSchema, { data: answerTerm(db, findTerm(db, term.id), project) });
}

// POST terms/{projectId} adds; POST terms/{termId}?_method=patch (Laravel's method spoofing) edits.
const save = tenantRoute(
  'POST',
  'terms/:id',
  (context) => {
    const spoofed = context.url.searchParams.get('_method')?.toUpperCase();
    if (spoofed === undefined) return create(context);
    if (spoofed === 'PATCH') return update(context);
    throw new MockHttpError(405, {
      message: `The ${spoofed} method is not supported for this route. Supported methods: GET, HEAD, POST, PATCH, DELETE.`,
    });
  },
  { permission: PERMISSIONS.projectUpdate },
);

const patch = tenantRoute('PATCH', 'terms/:id', update, { permission: PERMISSIONS.projectUpdate });

// Invoices keep their lines when a term they refer to goes (the lines lose the link): only after
// ?force=1, which the client sends once the person has been told.
const remove = tenantRoute(
  'DELETE',
  'terms/:id',
  async ({ db, params, url }) => {
    const term = findTerm(db, idParam(params.id));
    const invoices = invoicesOf(db, term);
    const force = ['1', 'true'].includes(url.searchParams.get('force') ?? '');
    if (invoices.length > 0 && !force) {
      const count = invoices.length === 1 ? '1 invoice refers' : `${invoices.length} invoices refer`;
      throw validationFailed({ term: [`${count} to this term.`] });
    }
    for (const invoice of invoices) {
      await db.invoices.update((q) => q.where({ id: invoice.id }), {
        data(draft) {
          draft.lines = draft.lines.map((line) =>
            line.term_id === term.id ? { ...line, term_id: null } : line,
          );
        },
      });
    }
    await db.terms.delete((q) => q.where({ id: term.id }));
    return new HttpResponse(null, { status: 204 });
  },
  { permission: PERMISSIONS.projectUpdate },
);

export const termHandlers = [current, all, save, patch, remove];
