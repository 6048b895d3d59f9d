import { format } from 'date-fns';
import { HttpResponse } from 'msw';
import {
  PROJECT_STATUSES,
  projectResponseSchema,
  type AdministrativeFields,
} from '@/api/internal-projects/internal-project.schemas';
import {
  ADMIN_CODE_MAX,
  ADMIN_TEXT_MAX,
  ADMINISTRATION_TEXT_FIELDS,
  BILLING_ADDRESS_MAX,
  INVOICE_LANGUAGES,
  legacyPayloadSchema,
  PAYMENT_TERMS_MAX_DAYS,
  savedAdministrationSchema,
  type LegacyPayload,
  type ProjectChanges,
} from '@/api/internal-projects/project-detail.schemas';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, ATTACHMENT_TYPES } from '@/lib/attachments';
import { CURRENCIES, DEFAULT_CURRENCY } from '@/lib/currency';
import { convertByCurrency } from '@/lib/currency-totals';
import { formatDuration, percentageFromMinutesPerDay } from '@/lib/duration';
import { PERMISSIONS } from '@/lib/permissions';
import { termLine, termValue } from '@/lib/term-forecast';
import { ratesInto } from '../rules/cross-rates';
import { mockToday } from '../db/employee-view';
import { NO_PERSON } from '../db/media-parents';
import { countsAsActual, outstandingCents } from '../db/project-figures';
import type { ProjectRow } from '../db/project-schemas';
import { projectHolidays, projectTerms, toProject } from '../db/project-view';
import { mediaOf } from '../db/profile-view';
import type { TenantDb } from '../db/tenant-db';
import { removeMedia, storeUploads } from '../files/stored-media';
import { readBody, readBodyWithFiles, type UploadedFile } from '../routing/request-body';
import { found, idParam, MockHttpError, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { numberOrNull, orNull, validate, type Rule } from '../routing/validate';

// One internal project: read, changed (patch or put, by Laravel's method spoofing), deleted, its
// administration with files, and the older combined payload the classic view shows.

export const canView = { permission: PERMISSIONS.projectView };
export const canUpdate = { permission: PERMISSIONS.projectUpdate };

// A project's files are about no person (as the company's): they are the project's, read with
// project::view and deleted with project::update (the administration save, or DELETE media).
const PROJECT_FILE_OWNER = NO_PERSON;

const findProject = (db: TenantDb, id: number): ProjectRow =>
  found(db.projects.findFirst((q) => q.where({ id })));

const projectInvoices = (db: TenantDb, id: number) =>
  db.invoices.findMany((q) => q.where({ internal_project_id: id }));

// Runs Laravel-style checks and gathers their 422 messages instead of stopping at the first set.
function gather<T>(errors: Record<string, string[]>, check: () => T): T | null {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof MockHttpError) || error.status !== 422) throw error;
    Object.assign(errors, error.body.errors);
    return null;
  }
}

// ---- GET internal-projects/{id} ------------------------------------------------------------------------

const show = tenantRoute(
  'GET',
  'internal-projects/:id',
  ({ db, params }) =>
    respond(projectResponseSchema, { data: toProject(db, findProject(db, idParam(params.id))) }),
  canView,
);

export const PROJECT_CURRENCY_LOCKED_MESSAGE = 'The currency cannot change once the project has invoices.';

// ---- POST internal-projects/{id}?_method=patch|put ---------------------------------------------------------

const CHANGE_FIELDS = [
  'title',
  'client',
  'status',
  'currency',
  'project_manager_id',
  'start_date',
  'end_date',
  'description',
] as const satisfies readonly (keyof ProjectChanges)[];
type ChangeField = (typeof CHANGE_FIELDS)[number];

function changeRules(db: TenantDb): Record<ChangeField, readonly Rule[]> {
  return {
    title: ['required', { max: 255 }],
    client: [{ max: 255 }],
    status: ['required', { in: PROJECT_STATUSES }],
    currency: ['required', { in: CURRENCIES }],
    project_manager_id: [
      'integer',
      { exists: (value) => db.users.findFirst((q) => q.where({ id: Number(value) })) !== undefined },
    ],
    start_date: ['required', 'date'],
    end_date: ['date'],
    description: [{ max: 5000 }],
  };
}

// patch: the fields sent, each by its rules; put: every field. Then the title must be the tenant's only
// one of its name, and the end not before the start (of the project as it would be).
function changedRow(
  db: TenantDb,
  row: ProjectRow,
  body: Record<string, unknown>,
  whole: boolean,
): ProjectRow {
  const sent = CHANGE_FIELDS.filter((field) => whole || field in body);
  const rules = changeRules(db);
  const errors: Record<string, string[]> = {};
  const next: ProjectRow = { ...row };
  // Field by field, so every refused one is named and the others still say what the project would be.
  for (const field of sent) {
    const checked = gather(errors, () => validate(body, { [field]: rules[field] }));
    if (checked === null) continue;
    const value = checked[field] ?? '';
    if (field === 'project_manager_id') next.project_manager_id = numberOrNull(value);
    else if (field === 'client' || field === 'end_date' || field === 'description')
      next[field] = orNull(value);
    else if (value !== '') next[field] = value;
  }
  if (!errors.title && sent.includes('title')) {
    const title = next.title.toLowerCase();
    const taken = db.projects
      .all()
      .some((other) => other.id !== row.id && other.title.toLowerCase() === title);
    if (taken) errors.title = ['The title has already been taken.'];
  }
  // Invoices keep the currency they were made in: a project's figures would add two currencies.
  if (!errors.currency && next.currency !== row.currency && projectInvoices(db, row.id).length > 0) {
    errors.currency = [PROJECT_CURRENCY_LOCKED_MESSAGE];
  }
  if (!errors.start_date && !errors.end_date && next.end_date !== null && next.end_date < next.start_date) {
    errors.end_date = ['The end date field must be a date after or equal to start date.'];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return next;
}

const update = tenantRoute(
  'POST',
  'internal-projects/:id',
  async ({ db, params, request, url }) => {
    const row = findProject(db, idParam(params.id));
    const body = await readBody(request);
    const spoofed = String(url.searchParams.get('_method') ?? body._method ?? '').toLowerCase();
    if (spoofed !== 'patch' && spoofed !== 'put') {
      // Laravel answers a POST to a route that has only PATCH, PUT and DELETE so.
      throw new MockHttpError(405, { message: 'The POST method is not supported for this route.' });
    }
    const next = changedRow(db, row, body, spoofed === 'put');
    await db.projects.update((q) => q.where({ id: row.id }), {
      data(draft) {
        Object.assign(draft, next);
      },
    });
    return respond(projectResponseSchema, { data: toProject(db, next) });
  },
  canUpdate,
);

// ---- DELETE internal-projects/{id} ---------------------------------------------------------------------

// Refused while invoices refer to the project: they must stay (the books need them); the answer says
// how many and which closing status to set instead. Otherwise the project goes with its terms, files
// and MoneyBird mapping.
const destroy = tenantRoute(
  'DELETE',
  'internal-projects/:id',
  async ({ db, params }) => {
    const row = findProject(db, idParam(params.id));
    const invoices = projectInvoices(db, row.id).length;
    if (invoices > 0) {
      const message =
        `This project has ${invoices} invoice${invoices === 1 ? '' : 's'}, so it cannot be deleted. ` +
        'Set its status to Completed or Cancelled instead.';
      throw validationFailed({ invoices: [message] });
    }
    await db.terms.deleteMany((q) => q.where({ internal_project_id: row.id }));
    await removeMedia(db, row.media_ids);
    await db.moneyBirdMappings.deleteMany((q) =>
      q.where({ internal_project_id: (stored) => stored === row.id }),
    );
    await db.projects.delete((q) => q.where({ id: row.id }));
    return new HttpResponse(null, { status: 204 });
  },
  canUpdate,
);

// ---- POST internal-projects/{id}/administrative-fields?_method=put --------------------------------------

const ADMIN_RULES = {
  legal_name: [{ max: ADMIN_TEXT_MAX }],
  registration_number: [{ max: ADMIN_CODE_MAX }],
  vat_number: [{ max: ADMIN_CODE_MAX }],
  billing_address: [{ max: BILLING_ADDRESS_MAX }],
  billing_email: [{ max: ADMIN_TEXT_MAX }, 'email'],
  po_number: [{ max: ADMIN_CODE_MAX }],
  contract_number: [{ max: ADMIN_CODE_MAX }],
  payment_terms_days: ['integer'],
  invoice_language: [{ in: INVOICE_LANGUAGES }],
} satisfies Record<(typeof ADMINISTRATION_TEXT_FIELDS)[number], readonly Rule[]>;

// Laravel's file rules for attachments (mimes, max in kilobytes, a file that is really there).
function fileErrors(file: UploadedFile, key: string): string[] {
  const messages: string[] = [];
  if (file.size === 0) messages.push(`The ${key} field must be a file.`);
  else if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type))
    messages.push(`The ${key} field must be a file of type: pdf, png, jpg.`);
  if (file.size > ATTACHMENT_MAX_BYTES)
    messages.push(`The ${key} field must not be greater than ${ATTACHMENT_MAX_BYTES / 1024} kilobytes.`);
  return messages;
}

// Replaces the billing details (every field; a blank one becomes null), adds `files[]` and deletes
// `remove_files[]` (ids of the project's files). Nothing is stored when anything is refused.
const saveAdministration = tenantRoute(
  'POST',
  'internal-projects/:id/administrative-fields',
  async ({ db, params, request, url }) => {
    const row = findProject(db, idParam(params.id));
    const { body, filesOf, valuesOf } = await readBodyWithFiles(request);
    const spoofed = String(url.searchParams.get('_method') ?? body._method ?? '').toLowerCase();
    if (spoofed !== 'put') {
      throw new MockHttpError(405, { message: 'The POST method is not supported for this route.' });
    }
    const errors: Record<string, string[]> = {};
    const values = gather(errors, () => validate(body, ADMIN_RULES));
    // Read apart from the other fields: a refusal elsewhere must not hide this one.
    const days = String(body.payment_terms_days ?? '').trim();
    if (/^-?\d+$/.test(days) && (Number(days) < 0 || Number(days) > PAYMENT_TERMS_MAX_DAYS)) {
      errors.payment_terms_days = [
        `The payment terms days field must be between 0 and ${PAYMENT_TERMS_MAX_DAYS}.`,
      ];
    }
    const vat = gather(errors, () =>
      validate(body, {
        default_vat_id: [
          'integer',
          { exists: (value) => db.vats.findFirst((q) => q.where({ id: Number(value) })) !== undefined },
        ],
      }),
    );
    const removed = valuesOf('remove_files').map(Number);
    if (removed.some((id) => !row.media_ids.includes(id))) {
      errors.remove_files = ['The selected remove files is invalid.'];
    }
    const files = filesOf('files');
    files.forEach((file, index) => {
      const messages = fileErrors(file, `files.${index}`);
      if (messages.length > 0) errors[`files.${index}`] = messages;
    });
    const kept = row.media_ids.filter((id) => !removed.includes(id));
    if (kept.length + files.length > ATTACHMENT_MAX_FILES) {
      errors.files = [`A project keeps at most ${ATTACHMENT_MAX_FILES} files.`];
    }
    if (Object.keys(errors).length > 0 || !values || !vat) throw validationFailed(errors);

    const added = await storeUploads(db, { kind: 'project', id: row.id }, PROJECT_FILE_OWNER, files);
    await removeMedia(db, removed);
    const fields: AdministrativeFields = {
      legal_name: orNull(values.legal_name),
      registration_number: orNull(values.registration_number),
      vat_number: orNull(values.vat_number),
      billing_address: orNull(values.billing_address),
      billing_email: orNull(values.billing_email),
      po_number: orNull(values.po_number),
      contract_number: orNull(values.contract_number),
      payment_terms_days: numberOrNull(values.payment_terms_days),
      invoice_language: orNull(values.invoice_language),
      default_vat_id: numberOrNull(vat.default_vat_id),
    };
    const mediaIds = [...kept, ...added];
    await db.projects.update((q) => q.where({ id: row.id }), {
      data(draft) {
        draft.administrative_fields = fields;
        draft.media_ids = mediaIds;
      },
    });
    return respond(savedAdministrationSchema, {
      data: { administrative_fields: fields, media: mediaOf(db, mediaIds) },
    });
  },
  canUpdate,
);

// ---- GET internal-projects/old/{id}?in_project_currency=1|0 ----------------------------------------------

// 123456 → '1234.56', -5 → '-0.05': amounts as the older API wrote them, text with two decimals.
export function amountText(cents: number): string {
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction}`;
}

// The older combined payload: the project, its terms and its totals in one answer, the manager by name,
// amounts as text. In the project's currency, or converted into the company's at the tenant's currency
// rates (each amount converted once, rounded half up), with the rate used.
function legacyPayload(db: TenantDb, row: ProjectRow, inProjectCurrency: boolean): LegacyPayload {
  const project = toProject(db, row);
  const holidays = projectHolidays(db);
  const terms = projectTerms(db, row.id);
  const invoices = projectInvoices(db, row.id);
  const company = db.settings.applicationConfig?.currency.currency ?? DEFAULT_CURRENCY;
  const target = inProjectCurrency ? row.currency : company;
  const rates = ratesInto(target, db.currencyRates.all());
  const rate =
    target === row.currency ? null : (rates.find((item) => item.currency === row.currency) ?? null);
  if (target !== row.currency && rate === null) {
    throw new MockHttpError(409, { message: `There is no currency rate for ${row.currency}.` });
  }
  const money = (cents: number) =>
    amountText(convertByCurrency({ [row.currency]: cents }, target, rates)?.cents ?? cents);
  const today = mockToday();
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const counted = invoices.filter(countsAsActual);
  return {
    project: {
      id: project.id,
      title: project.title,
      client: project.client,
      status: project.status,
      currency: project.currency,
      manager: project.project_manager?.name ?? null,
      start_date: project.start_date,
      end_date: project.end_date,
      description: project.description,
      people: project.people_count,
      created: format(new Date(`${row.created_at}T12:00`), 'dd.MM.yyyy'),
    },
    currency: target,
    in_project_currency: target === row.currency,
    exchange_rate: rate
      ? { from: row.currency, to: target, rate: rate.rate.toFixed(6), date: rate.date }
      : null,
    terms: terms.map((term) => ({
      id: term.id,
      employee: db.users.findFirst((q) => q.where({ id: term.user_id }))?.name ?? null,
      start_date: term.start_date,
      end_date: term.end_date,
      hours_per_day: formatDuration(term.minutes_per_day).padStart(5, '0'),
      percentage: percentageFromMinutesPerDay(term.minutes_per_day).toFixed(2),
      hourly_rate: money(term.rate_cents),
      working_days: termValue(term, holidays).days,
      total: money(termValue(term, holidays).cents),
      status: term.status,
    })),
    totals: {
      contract_value: money(sum(terms.map((term) => termValue(term, holidays).cents))),
      forecast_to_date: money(
        sum(terms.map((term) => termLine(term, term.start_date, today, holidays).cents)),
      ),
      invoiced: money(sum(counted.map((invoice) => invoice.subtotal_cents))),
      paid: money(sum(counted.map((invoice) => invoice.paid_cents))),
      outstanding: money(outstandingCents(invoices)),
    },
    invoices_count: invoices.length,
  };
}

const showOld = tenantRoute(
  'GET',
  'internal-projects/old/:id',
  ({ db, params, url }) => {
    const row = findProject(db, idParam(params.id));
    const { in_project_currency: flag } = validate(
      { in_project_currency: url.searchParams.get('in_project_currency') ?? '' },
      { in_project_currency: ['boolean'] },
    );
    const inProjectCurrency = flag === '' || flag === '1' || flag === 'true';
    return respond(legacyPayloadSchema, { data: legacyPayload(db, row, inProjectCurrency) });
  },
  canView,
);

export const internalProjectHandlers = [show, update, destroy, saveAdministration, showOld];
