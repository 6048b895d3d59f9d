import {
  moneyBirdContactListSchema,
  moneyBirdCredentialsResponseSchema,
  moneyBirdMappingResponseSchema,
  moneyBirdMaybeMappingResponseSchema,
  moneyBirdTaxRateListSchema,
  type MoneyBirdCredentials,
  type MoneyBirdMapping,
  type TaxRateMapping,
} from '@/api/money-bird/money-bird.schemas';
import { contactName, offeredTaxRates } from '@/lib/money-bird-matching';
import { PERMISSIONS } from '@/lib/permissions';
import {
  DEMO_CONTACTS,
  DEMO_TAX_RATES,
  isAcceptedDemoToken,
  scopesOfDemoToken,
  type MoneyBirdCredentialsRow,
} from '../db/money-bird';
import type { TenantDb } from '../db/tenant-db';
import { readBody } from '../routing/request-body';
import { fieldError, found, idParam, MockHttpError, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { validate } from '../routing/validate';

// MoneyBird's set-up (finance.md §5), all for integration::manage. The token is stored to call
// MoneyBird and never answered; ids of MoneyBird are strings (a number is refused: it would lose digits).

const permission = { permission: PERMISSIONS.integrationManage };

const CONTACTS_PER_SEARCH = 25;

export const NOT_CONNECTED_MESSAGE = 'MoneyBird is not connected.';
export const TOKEN_REFUSED_MESSAGE = 'MoneyBird did not accept this token.';

function credentialsView(row: MoneyBirdCredentialsRow | null): MoneyBirdCredentials {
  if (!row) {
    return {
      administration_id: null,
      token_set: false,
      token_last4: null,
      connected: false,
      scopes: [],
      checked_at: null,
    };
  }
  return {
    administration_id: row.administration_id,
    token_set: true,
    token_last4: row.api_token.slice(-4),
    connected: row.connected,
    scopes: [...row.scopes],
    checked_at: row.checked_at,
  };
}

// MoneyBird is asked only with a connection that works.
function requireConnected(db: TenantDb): MoneyBirdCredentialsRow {
  const row = db.settings.moneyBirdCredentials;
  if (!row?.connected) throw new MockHttpError(409, { message: NOT_CONNECTED_MESSAGE });
  return row;
}

// An id field must come as text: a JSON number of 18 digits has already lost some.
function mustBeText(body: Record<string, unknown>, field: string): void {
  const value = body[field];
  if (value !== undefined && value !== null && typeof value !== 'string') {
    throw fieldError(field, `The ${field.replace(/_/g, ' ')} field must be a string.`);
  }
}

const getCredentials = tenantRoute(
  'GET',
  'money-bird/credentials',
  ({ db }) =>
    respond(moneyBirdCredentialsResponseSchema, { data: credentialsView(db.settings.moneyBirdCredentials) }),
  permission,
);

// Saves and checks the connection. Without api_token the stored one is checked again (with the
// administration id given). A token MoneyBird refuses: 422 on api_token, nothing stored.
const saveCredentials = tenantRoute(
  'POST',
  'money-bird/credentials',
  async ({ db, request }) => {
    const body = await readBody(request);
    mustBeText(body, 'administration_id');
    mustBeText(body, 'api_token');
    const stored = db.settings.moneyBirdCredentials;
    const { administration_id } = validate(body, {
      administration_id: ['required', { digitsBetween: [1, 20] }],
    });
    const typed = typeof body.api_token === 'string' ? body.api_token.trim() : '';
    if (typed === '' && !stored) throw fieldError('api_token', 'The api token field is required.');
    if (typed !== '' && !isAcceptedDemoToken(typed)) throw fieldError('api_token', TOKEN_REFUSED_MESSAGE);
    const token = typed === '' ? (stored?.api_token ?? '') : typed;
    const row: MoneyBirdCredentialsRow = {
      administration_id,
      api_token: token,
      connected: true,
      scopes: scopesOfDemoToken(token),
      checked_at: new Date().toISOString(),
    };
    db.settings.moneyBirdCredentials = row;
    return respond(moneyBirdCredentialsResponseSchema, { data: credentialsView(row) });
  },
  permission,
);

// MoneyBird's contact search: the text anywhere in the name, customer id, VAT number or e-mail.
const searchContacts = tenantRoute(
  'GET',
  'money-bird/contacts',
  ({ db, url }) => {
    requireConnected(db);
    const query = (url.searchParams.get('query') ?? '').trim().toLowerCase();
    const matches = DEMO_CONTACTS.filter((contact) =>
      [contactName(contact), contact.customer_id, contact.tax_number, contact.email].some((text) =>
        text?.toLowerCase().includes(query),
      ),
    );
    return respond(moneyBirdContactListSchema, {
      data: matches.slice(0, CONTACTS_PER_SEARCH).map((contact) => ({ ...contact })),
    });
  },
  permission,
);

// Every tax rate of the administration, as MoneyBird lists them (purchase and retired ones too).
const listTaxRates = tenantRoute(
  'GET',
  'money-bird/tax-rates',
  ({ db }) => {
    requireConnected(db);
    return respond(moneyBirdTaxRateListSchema, { data: DEMO_TAX_RATES.map((rate) => ({ ...rate })) });
  },
  permission,
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const positiveInteger = (value: unknown): number | null => {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null;
};

// tax_rates: [{ vat_id, tax_rate_id }], one per VAT at most; each VAT ours, each rate an active sales
// rate of the administration.
function taxRatesOf(db: TenantDb, raw: unknown, required: boolean): TaxRateMapping[] {
  if (raw === undefined || raw === null) {
    if (required) throw fieldError('tax_rates', 'The tax rates field is required.');
    return [];
  }
  if (!Array.isArray(raw)) throw fieldError('tax_rates', 'The tax rates field must be an array.');
  const vatIds = new Set(db.vats.all().map((vat) => vat.id));
  const rateIds = new Set(offeredTaxRates(DEMO_TAX_RATES).map((rate) => rate.id));
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  const mappings: TaxRateMapping[] = [];
  raw.forEach((entry: unknown, index) => {
    const vatField = `tax_rates.${index}.vat_id`;
    const rateField = `tax_rates.${index}.tax_rate_id`;
    const item = isRecord(entry) ? entry : {};
    const vatId = positiveInteger(item.vat_id);
    if (item.vat_id === undefined || item.vat_id === null)
      errors[vatField] = [`The ${vatField} field is required.`];
    else if (vatId === null || !vatIds.has(vatId))
      errors[vatField] = [`The selected ${vatField} is invalid.`];
    else if (seen.has(vatId)) errors[vatField] = [`The ${vatField} field has a duplicate value.`];
    const rateId = item.tax_rate_id;
    if (rateId === undefined || rateId === null) errors[rateField] = [`The ${rateField} field is required.`];
    else if (typeof rateId !== 'string') errors[rateField] = [`The ${rateField} field must be a string.`];
    else if (!rateIds.has(rateId)) errors[rateField] = [`The selected ${rateField} is invalid.`];
    if (vatId !== null && typeof rateId === 'string' && !errors[vatField] && !errors[rateField]) {
      seen.add(vatId);
      mappings.push({ vat_id: vatId, tax_rate_id: rateId });
    }
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return mappings;
}

const findMapping = (db: TenantDb, projectId: number | null): MoneyBirdMapping | null =>
  db.moneyBirdMappings.all().find((mapping) => mapping.internal_project_id === projectId) ?? null;

const copyOf = (mapping: MoneyBirdMapping): MoneyBirdMapping => ({
  ...mapping,
  tax_rates: mapping.tax_rates.map((rate) => ({ ...rate })),
});

// With internal_project_id: that project's contact (required) and its own tax rates (optional).
// Without: the company-wide tax rate of each VAT (required; no contact). Either replaces what was
// stored for it. A project that does not exist is refused at its field.
const saveMapping = tenantRoute(
  'POST',
  'money-bird/mappings',
  async ({ db, request }) => {
    requireConnected(db);
    const body = await readBody(request);
    const forProject = body.internal_project_id !== undefined && body.internal_project_id !== null;
    const projectId = forProject ? positiveInteger(body.internal_project_id) : null;
    if (forProject && projectId === null) {
      throw fieldError('internal_project_id', 'The internal project id field must be an integer.');
    }
    if (projectId !== null && !db.projects.findFirst((q) => q.where({ id: projectId }))) {
      throw fieldError('internal_project_id', 'The selected internal project id is invalid.');
    }
    mustBeText(body, 'contact_id');
    mustBeText(body, 'ledger_account_id');
    const contactId = typeof body.contact_id === 'string' ? body.contact_id : null;
    if (forProject) {
      if (!contactId) throw fieldError('contact_id', 'The contact id field is required.');
      if (!DEMO_CONTACTS.some((contact) => contact.id === contactId)) {
        throw fieldError('contact_id', 'The selected contact id is invalid.');
      }
    } else if (contactId) {
      throw fieldError('contact_id', 'The contact id field is prohibited.');
    }
    const ledger = typeof body.ledger_account_id === 'string' ? body.ledger_account_id : null;
    if (ledger !== null && !/^\d+$/.test(ledger)) {
      throw fieldError('ledger_account_id', 'The selected ledger account id is invalid.');
    }
    const mapping: MoneyBirdMapping = {
      internal_project_id: projectId,
      contact_id: forProject ? contactId : null,
      tax_rates: taxRatesOf(db, body.tax_rates, !forProject),
      ledger_account_id: ledger,
      updated_at: new Date().toISOString(),
    };
    db.moneyBirdMappings.deleteMany((q) =>
      q.where({ internal_project_id: (stored) => stored === projectId }),
    );
    await db.moneyBirdMappings.create(copyOf(mapping));
    return respond(moneyBirdMappingResponseSchema, { data: mapping });
  },
  permission,
);

// Proposed: the company-wide mapping is the same call without an id.
const getCompanyMapping = tenantRoute(
  'GET',
  'money-bird/mapping',
  ({ db }) => {
    const mapping = findMapping(db, null);
    return respond(moneyBirdMaybeMappingResponseSchema, { data: mapping ? copyOf(mapping) : null });
  },
  permission,
);

// {id}: the internal project; null when it has no mapping.
const getProjectMapping = tenantRoute(
  'GET',
  'money-bird/mapping/:id',
  ({ db, params }) => {
    const projectId = idParam(params.id);
    found(db.projects.findFirst((q) => q.where({ id: projectId })));
    const mapping = findMapping(db, projectId);
    return respond(moneyBirdMaybeMappingResponseSchema, { data: mapping ? copyOf(mapping) : null });
  },
  permission,
);

export const moneyBirdHandlers = [
  getCredentials,
  saveCredentials,
  searchContacts,
  listTaxRates,
  saveMapping,
  getCompanyMapping,
  getProjectMapping,
];
