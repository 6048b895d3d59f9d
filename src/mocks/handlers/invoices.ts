import {
  invoiceListBodySchema,
  invoiceListQuery,
  readInvoiceBody,
  selectAllInvoicesBodySchema,
  type InvoiceFilterOptions,
} from '@/api/invoices/invoice-list.query';
import {
  invoicePageSchema,
  invoiceResponseSchema,
  invoiceSelectAllSchema,
  uninvoicedMonthsSchema,
} from '@/api/invoices/invoice.schemas';
import { PROJECT_INVOICES_PER_PAGE } from '@/lib/constants';
import { idsByType } from '@/lib/invoice-bulk';
import { PERMISSIONS } from '@/lib/permissions';
import { invoiceLookup, toInvoice, toInvoiceListItem } from '../db/invoice-view';
import { tenantUninvoicedMonths } from '../db/project-figure-views';
import {
  DEFAULT_INVOICE_SORT,
  invoiceMatcher,
  invoiceToday,
  invoiceTotals,
  sortInvoices,
} from '../db/invoice-query';
import type { TenantContext } from '../routing/authorize';
import { paginate } from '../routing/paginate';
import { readBody } from '../routing/request-body';
import { fieldError, found, idParam, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { invoiceActionHandlers } from './invoice-actions';
import { leaveKindFor } from './invoice-leave-privacy';

// The invoice list (finance.md §1.3): POST invoices?page with { filter_options, invoices_per_page },
// a project's invoices with { page, projectId, invoices_per_page } (10 by default), POST
// select-all-invoices { filter_options } (ids, ids by type, count, totals; 422 above 5,000), GET
// invoices/{id}, GET invoices/uninvoiced-months?months=3 (proposed: every project's closed months with
// work and no invoice, by the project tab's rule).
// All need invoice::view. Bodies are read as invoiceListQuery declares them (422 at the field refused).

export const SELECT_ALL_CAP = 5000;

// A body as its schema reads it; anything else is Laravel's 422.
function bodyOf<S extends Parameters<typeof readInvoiceBody>[0]>(schema: S, raw: unknown) {
  const read = readInvoiceBody(schema, raw ?? {});
  if (!read.ok) throw validationFailed(read.errors);
  return read.body;
}

// The matching rows, sorted, with what the answer needs to show them: one lookup per request.
function matching({ db, user }: TenantContext, filters: InvoiceFilterOptions) {
  const lookup = invoiceLookup(db);
  const today = invoiceToday();
  const mayApprove = user.permissions.includes(PERMISSIONS.invoiceApprove);
  const rows = db.invoices.all().filter(invoiceMatcher(filters, { lookup, today, mayApprove }));
  return { rows: sortInvoices(rows, filters.sort ?? DEFAULT_INVOICE_SORT, lookup), lookup, today };
}

async function list(context: TenantContext): Promise<Response> {
  const body = await readBody(context.request);
  const byProject = body.projectId !== undefined;
  const listBody = bodyOf(invoiceListBodySchema, body);
  let filters: InvoiceFilterOptions;
  let url = context.url;
  if (byProject) {
    const projectId = Number(body.projectId);
    if (!Number.isInteger(projectId) || projectId <= 0)
      throw fieldError('projectId', 'The project id field must be an integer.');
    found(context.db.projects.findFirst((q) => q.where({ id: projectId })));
    filters = { project_ids: [projectId] };
    // The page is in the body here (SPEC §7); the paginator reads it from the address.
    url = new URL(context.url);
    url.searchParams.set('page', String(body.page ?? 1));
  } else {
    filters = listBody.filter_options ?? {};
  }
  const perPage =
    listBody.invoices_per_page ?? (byProject ? PROJECT_INVOICES_PER_PAGE : invoiceListQuery.perPage);
  const { rows, lookup, today } = matching(context, filters);
  const page = paginate(rows, url, perPage);
  return respond(invoicePageSchema, {
    data: {
      ...page,
      data: page.data.map((row) => toInvoiceListItem(row, lookup)),
      totals: invoiceTotals(rows, today),
    },
  });
}

async function selectAll(context: TenantContext): Promise<Response> {
  const body = bodyOf(selectAllInvoicesBodySchema, await readBody(context.request));
  const { rows, today } = matching(context, body.filter_options ?? {});
  if (rows.length > SELECT_ALL_CAP)
    throw fieldError(
      'filter_options',
      `${rows.length.toLocaleString('en-US')} invoices match; narrow the filters to at most ${SELECT_ALL_CAP.toLocaleString('en-US')} to select them all.`,
    );
  return respond(invoiceSelectAllSchema, {
    data: {
      ids: rows.map((row) => row.id),
      ids_by_type: Object.fromEntries(idsByType(rows)),
      count: rows.length,
      totals: invoiceTotals(rows, today),
    },
  });
}

export const UNINVOICED_MONTHS_DEFAULT = 3;
export const UNINVOICED_MONTHS_MAX = 24;

function uninvoiced({ db, url }: TenantContext): Response {
  const raw = url.searchParams.get('months');
  const months = raw === null || raw === '' ? UNINVOICED_MONTHS_DEFAULT : Number(raw);
  if (!Number.isInteger(months) || months < 1 || months > UNINVOICED_MONTHS_MAX)
    throw fieldError('months', `The months field must be between 1 and ${UNINVOICED_MONTHS_MAX}.`);
  return respond(uninvoicedMonthsSchema, { data: tenantUninvoicedMonths(db, months) });
}

const view = { permission: PERMISSIONS.invoiceView };

export const invoiceHandlers = [
  tenantRoute('POST', 'invoices', list, view),
  tenantRoute('POST', 'select-all-invoices', selectAll, view),
  tenantRoute('GET', 'invoices/uninvoiced-months', uninvoiced, view),
  tenantRoute(
    'GET',
    'invoices/:id',
    ({ db, params, user }) => {
      const row = found(db.invoices.findFirst((q) => q.where({ id: idParam(params.id) })));
      return respond(invoiceResponseSchema, {
        data: toInvoice(row, invoiceLookup(db, leaveKindFor(db, user))),
      });
    },
    view,
  ),
  ...invoiceActionHandlers,
];
