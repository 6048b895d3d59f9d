import {
  administrativeInformationResponseSchema,
  COMPANY_DOCUMENT_MAX_BYTES,
  COMPANY_DOCUMENT_TYPES,
  COMPANY_DOCUMENTS_MAX,
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_LOGO_TYPES,
  savedAdministrativeInformationSchema,
  type AdministrativeInformation,
} from '@/api/administrative-information/administrative-information.schemas';
import { isValidBic, isValidIban, normalizeBic, normalizeIban } from '@/lib/iban';
import { PERMISSIONS } from '@/lib/permissions';
import { COMPANY_FILE_OWNER, type AdministrativeInformationRecord } from '../db/company-details';
import { COMPANY_PARENT_ID, type MediaParent } from '../db/media-parents';
import { mediaOf, toMedia } from '../db/profile-view';
import type { MockUser } from '../db/schemas';
import type { TenantDb } from '../db/tenant-db';
import { removeMedia, storeUploads } from '../files/stored-media';
import { readBodyWithFiles, type UploadedFile } from '../routing/request-body';
import { MockHttpError, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { isTruthy, orNull, validate, type Rule } from '../routing/validate';

const TEXT_RULES = {
  legal_name: ['required', { max: 255 }],
  registration_number: [{ max: 50 }],
  vat_number: [{ max: 50 }],
  street: [{ max: 255 }],
  city: [{ max: 255 }],
  postal_code: [{ max: 50 }],
  country: [{ max: 255 }],
  bank_name: [{ max: 255 }],
  iban: [{ max: 50 }],
  swift: [{ max: 50 }],
  invoice_email: [{ max: 255 }, 'email'],
  invoice_phone: [{ max: 50 }, { regex: /^\+?[\d ()-]+$/ }],
} satisfies Record<string, readonly Rule[]>;
type TextField = keyof typeof TEXT_RULES;

// The logo is shown from its address without the token: the mock inlines it.
function logoOf(db: TenantDb, id: number | null): AdministrativeInformation['logo'] {
  const row = id === null ? null : db.media.findFirst((q) => q.where({ id }));
  if (!row || row.content === null) return null;
  return { ...toMedia(row), url: `data:${row.mime_type};base64,${row.content}` };
}

// The company's files as media parents: the logo, shown to everyone of the tenant (invoices print it),
// and the documents, for those who manage the company's details (issue 30, H3).
const COMPANY_LOGO: MediaParent = { kind: 'company-logo', id: COMPANY_PARENT_ID };
const COMPANY_DOCUMENT: MediaParent = { kind: 'company-document', id: COMPANY_PARENT_ID };
export const COMPANY_DETAILS_EDITOR = PERMISSIONS.settingsManage;
export const mayReadCompanyDocuments = (user: MockUser) => user.permissions.includes(COMPANY_DETAILS_EDITOR);
// The bank details are commercial data (issue 30, L4): for those who make invoices (invoice::view: the
// invoice tells the client where to pay) and who keep them; null to everyone else.
export const mayReadCompanyBankDetails = (user: MockUser) =>
  user.permissions.includes(PERMISSIONS.invoiceView) || user.permissions.includes(COMPANY_DETAILS_EDITOR);
const NO_BANK_DETAILS = { bank_name: null, iban: null, swift: null } as const;

function toAnswer(
  db: TenantDb,
  record: AdministrativeInformationRecord,
  reader: MockUser,
): AdministrativeInformation {
  const { logo_media_id, document_media_ids, ...fields } = record;
  const documents = mayReadCompanyDocuments(reader) ? mediaOf(db, document_media_ids) : [];
  const bank = mayReadCompanyBankDetails(reader) ? {} : NO_BANK_DETAILS;
  return { ...fields, ...bank, logo: logoOf(db, logo_media_id), documents };
}

// Laravel's file rules, with its messages: mimes, max (kilobytes), and a file that is really there.
function fileErrors(
  file: UploadedFile,
  key: string,
  types: readonly string[],
  extensions: string,
  maxBytes: number,
) {
  const messages: string[] = [];
  if (file.size === 0) messages.push(`The ${key} field must be a file.`);
  else if (!types.includes(file.type))
    messages.push(`The ${key} field must be a file of type: ${extensions}.`);
  if (file.size > maxBytes)
    messages.push(`The ${key} field must not be greater than ${maxBytes / 1024} kilobytes.`);
  return messages;
}

// The text fields' rules (all broken ones at once), the IBAN's mod-97 check and the BIC's shape.
function checkTexts(body: Record<string, unknown>): {
  values: Record<TextField, string>;
  errors: Record<string, string[]>;
} {
  const errors: Record<string, string[]> = {};
  let values = {} as Record<TextField, string>;
  try {
    values = validate(body, TEXT_RULES);
  } catch (error) {
    if (!(error instanceof MockHttpError)) throw error;
    Object.assign(errors, error.body.errors);
  }
  const text = (field: TextField) => (typeof body[field] === 'string' ? body[field].trim() : '');
  if (!errors.iban && text('iban') !== '' && !isValidIban(text('iban'))) {
    errors.iban = ['The IBAN is not valid: check it for a typing error.'];
  }
  if (!errors.swift && text('swift') !== '' && !isValidBic(text('swift'))) {
    errors.swift = ['The SWIFT/BIC code must have 8 or 11 letters and digits.'];
  }
  return { values, errors };
}

// GET administrative-information: any signed-in person of the tenant (invoices print it); the bank
// details only to invoice::view and settings::manage, the documents only to those who manage the
// details (they alone may download them). null until it is filled in.
const show = tenantRoute('GET', 'administrative-information', ({ db, user }) => {
  const record = db.settings.administrativeInformation;
  return respond(administrativeInformationResponseSchema, {
    data: record ? toAnswer(db, record, user) : null,
  });
});

// POST administrative-information (multipart): creates or replaces the details. A new `logo` replaces
// the current one, `remove_logo=1` drops it; `documents[]` are added, `remove_documents[]` (ids of
// current ones) deleted. Nothing is stored when anything is refused.
const save = tenantRoute(
  'POST',
  'administrative-information',
  async ({ db, request, user }) => {
    const { body, filesOf, valuesOf } = await readBodyWithFiles(request);
    const current = db.settings.administrativeInformation;
    const currentDocuments = current?.document_media_ids ?? [];
    const { values, errors } = checkTexts(body);

    const [logo] = filesOf('logo');
    if (logo) {
      const messages = fileErrors(logo, 'logo', COMPANY_LOGO_TYPES, 'png, jpg, webp', COMPANY_LOGO_MAX_BYTES);
      if (messages.length > 0) errors.logo = messages;
    }
    const removed = valuesOf('remove_documents').map(Number);
    if (removed.some((id) => !currentDocuments.includes(id))) {
      errors.remove_documents = ['The selected remove documents is invalid.'];
    }
    const documents = filesOf('documents');
    documents.forEach((file, index) => {
      const key = `documents.${index}`;
      const messages = fileErrors(file, key, COMPANY_DOCUMENT_TYPES, 'pdf', COMPANY_DOCUMENT_MAX_BYTES);
      if (messages.length > 0) errors[key] = messages;
    });
    const kept = currentDocuments.filter((id) => !removed.includes(id));
    if (kept.length + documents.length > COMPANY_DOCUMENTS_MAX) {
      errors.documents = [`The documents field must not have more than ${COMPANY_DOCUMENTS_MAX} items.`];
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);

    const previousLogo = current?.logo_media_id ?? null;
    let logoId = isTruthy(String(body.remove_logo ?? '')) ? null : previousLogo;
    if (logo) logoId = (await storeUploads(db, COMPANY_LOGO, COMPANY_FILE_OWNER, [logo]))[0] ?? null;
    const added = await storeUploads(db, COMPANY_DOCUMENT, COMPANY_FILE_OWNER, documents);
    await removeMedia(db, [
      ...(previousLogo !== null && previousLogo !== logoId ? [previousLogo] : []),
      ...removed,
    ]);

    const record: AdministrativeInformationRecord = {
      legal_name: values.legal_name,
      registration_number: orNull(values.registration_number),
      vat_number: orNull(values.vat_number),
      street: orNull(values.street),
      city: orNull(values.city),
      postal_code: orNull(values.postal_code),
      country: orNull(values.country),
      bank_name: orNull(values.bank_name),
      iban: orNull(normalizeIban(values.iban)),
      swift: orNull(normalizeBic(values.swift)),
      invoice_email: orNull(values.invoice_email),
      invoice_phone: orNull(values.invoice_phone),
      logo_media_id: logoId,
      document_media_ids: [...kept, ...added],
      updated_at: new Date().toISOString(),
    };
    db.settings.administrativeInformation = record;
    return respond(savedAdministrativeInformationSchema, { data: toAnswer(db, record, user) });
  },
  { permission: COMPANY_DETAILS_EDITOR },
);

export const administrativeInformationHandlers = [show, save];
