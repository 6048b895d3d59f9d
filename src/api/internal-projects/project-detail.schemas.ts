import * as z from 'zod/mini';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@/lib/validation';
import { newFiles } from '../attached-items/attached-item.schemas';
import { dataOf } from '../common.schemas';
import { mediaSchema } from '../media/media.schemas';
import { optionalText, tooLongMessage } from '../text.schemas';
import { administrativeFieldsSchema } from './internal-project.schemas';

// One project's page: its changes (POST internal-projects/{id} ?_method=patch|put), its administration
// (POST …/administrative-fields?_method=put, multipart) and the older combined payload (GET
// internal-projects/old/{id}). Shapes the spec does not show are proposed (docs/api.md).

// ---- Changes ---------------------------------------------------------------------------------------

// What a project's own fields are on the wire; a patch sends some of them, a put all of them.
export type ProjectChanges = {
  title: string;
  client: string | null;
  status: string;
  currency: string;
  project_manager_id: number | null;
  start_date: string;
  end_date: string | null;
  description: string | null;
};
export type ProjectPatch = Partial<ProjectChanges>;

// The statuses a project that cannot be deleted (it has invoices) can be closed with instead.
export const CLOSING_STATUSES = ['completed', 'cancelled'] as const;

// ---- Administration --------------------------------------------------------------------------------

// Languages an invoice can be printed in (proposed: the spec names only `en`, the PDF's default).
export const INVOICE_LANGUAGES = ['en', 'ka', 'de', 'nl'] as const;
export const INVOICE_LANGUAGE_LABELS: Record<string, string> = {
  en: 'English',
  ka: 'Georgian',
  de: 'German',
  nl: 'Dutch',
};
export const invoiceLanguageLabel = (code: string): string => INVOICE_LANGUAGE_LABELS[code] ?? code;

export const PAYMENT_TERMS_MAX_DAYS = 365;
export const ADMIN_TEXT_MAX = 255;
export const ADMIN_CODE_MAX = 50;
export const BILLING_ADDRESS_MAX = 1000;

export const PAYMENT_TERMS_MESSAGE = `Payment terms are 0 to ${PAYMENT_TERMS_MAX_DAYS} days`;
export const INVOICE_LANGUAGE_MESSAGE = 'Choose one of the languages offered';

// The answer to a save: the fields as stored and every file of the project.
export const savedAdministrationSchema = dataOf(
  z.object({ administrative_fields: administrativeFieldsSchema, media: z.array(mediaSchema) }),
);
export type SavedAdministration = z.infer<typeof savedAdministrationSchema>['data'];

const checkedText = (check: (value: string) => boolean, message: string, max: number) =>
  z.string().check(
    z.trim(),
    z.maxLength(max, { error: tooLongMessage(max) }),
    z.refine((value) => value === '' || check(value), { error: message }),
  );

const isPaymentTerms = (value: string) => /^\d+$/.test(value) && Number(value) <= PAYMENT_TERMS_MAX_DAYS;
const isInvoiceLanguage = (value: string) => (INVOICE_LANGUAGES as readonly string[]).includes(value);

// The administration form; texts are '' when blank, payment terms a text of digits (NumericField).
// Files: the field has already refused wrong types and sizes when they were chosen.
export const administrationFormSchema = z.object({
  legal_name: optionalText(ADMIN_TEXT_MAX),
  registration_number: optionalText(ADMIN_CODE_MAX),
  vat_number: optionalText(ADMIN_CODE_MAX),
  billing_address: optionalText(BILLING_ADDRESS_MAX),
  billing_email: checkedText(isValidEmail, INVALID_EMAIL_MESSAGE, ADMIN_TEXT_MAX),
  po_number: optionalText(ADMIN_CODE_MAX),
  contract_number: optionalText(ADMIN_CODE_MAX),
  payment_terms_days: checkedText(isPaymentTerms, PAYMENT_TERMS_MESSAGE, 3),
  invoice_language: checkedText(isInvoiceLanguage, INVOICE_LANGUAGE_MESSAGE, 8),
  default_vat_id: z.nullable(z.number()),
  files: newFiles(),
  // Ids of the project's files to delete with this save.
  remove_files: z.array(z.number()),
});
export type AdministrationInput = z.infer<typeof administrationFormSchema>;

// The text fields, in the order a 422 may name them and the form sends them.
export const ADMINISTRATION_TEXT_FIELDS = [
  'legal_name',
  'registration_number',
  'vat_number',
  'billing_address',
  'billing_email',
  'po_number',
  'contract_number',
  'payment_terms_days',
  'invoice_language',
] as const satisfies readonly (keyof AdministrationInput)[];
export const ADMINISTRATION_FIELDS = [
  ...ADMINISTRATION_TEXT_FIELDS,
  'default_vat_id',
  'files',
  'remove_files',
] as const;

// ---- The older combined payload ----------------------------------------------------------------------

// GET internal-projects/old/{id}: what the system people knew answered, parsed loosely: every field may
// be missing and fields the client does not know pass through (they are shown as they come). Amounts
// come as text with two decimals ("7200.00"); a number is taken too.
export const legacyAmountSchema = z.union([z.string(), z.number()]);
const text = z.optional(z.nullable(z.string()));
const count = z.optional(z.nullable(z.number()));

export const legacyTermSchema = z.looseObject({
  id: count,
  employee: text,
  start_date: text,
  end_date: text,
  hours_per_day: text,
  percentage: z.optional(z.nullable(legacyAmountSchema)),
  hourly_rate: z.optional(z.nullable(legacyAmountSchema)),
  working_days: count,
  total: z.optional(z.nullable(legacyAmountSchema)),
  status: text,
});
export type LegacyTerm = z.infer<typeof legacyTermSchema>;

export const legacyProjectSchema = z.looseObject({
  id: count,
  title: text,
  client: text,
  status: text,
  currency: text,
  manager: text,
  start_date: text,
  end_date: text,
  description: text,
});

export const legacyPayloadSchema = dataOf(
  z.looseObject({
    project: z.optional(legacyProjectSchema),
    // The currency every amount below is in.
    currency: text,
    in_project_currency: z.optional(z.boolean()),
    exchange_rate: z.optional(
      z.nullable(z.looseObject({ from: text, to: text, rate: z.optional(legacyAmountSchema), date: text })),
    ),
    terms: z.optional(z.array(legacyTermSchema)),
    totals: z.optional(z.record(z.string(), z.nullable(legacyAmountSchema))),
    invoices_count: count,
  }),
);
export type LegacyPayload = z.infer<typeof legacyPayloadSchema>['data'];
