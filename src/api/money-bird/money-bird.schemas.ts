import * as z from 'zod/mini';
import { dataOf, listOf } from '../common.schemas';
import { requiredText } from '../text.schemas';

// MoneyBird (finance.md §5). Its ids are long numeric strings (18 digits, beyond 2^53): they stay
// strings end to end and are never parsed to numbers.
export const moneyBirdIdSchema = z.string().check(z.regex(/^\d+$/));
export type MoneyBirdId = z.infer<typeof moneyBirdIdSchema>;

// The scopes a personal API token may have; the ones the portal needs to send invoices.
export const MONEY_BIRD_SCOPES = [
  'sales_invoices',
  'documents',
  'estimates',
  'bank',
  'time_entries',
  'settings',
] as const;
// sales_invoices: sales invoices and contacts; settings: tax rates and ledger accounts.
export const MONEY_BIRD_REQUIRED_SCOPES = ['sales_invoices', 'settings'] as const;

// The connection as the API tells it: never the token, only its last four characters.
export const moneyBirdCredentialsSchema = z.object({
  administration_id: z.nullable(moneyBirdIdSchema),
  token_set: z.boolean(),
  token_last4: z.nullable(z.string()),
  // MoneyBird accepted the token when last checked.
  connected: z.boolean(),
  scopes: z.array(z.string()),
  checked_at: z.nullable(z.string()),
});
export type MoneyBirdCredentials = z.infer<typeof moneyBirdCredentialsSchema>;
export const moneyBirdCredentialsResponseSchema = dataOf(moneyBirdCredentialsSchema);

export const ADMINISTRATION_ID_MAX_DIGITS = 20;
export const API_TOKEN_MAX = 255;

// The connection form. The token is write-only: blank keeps the saved one (when there is one).
export const moneyBirdCredentialsFormSchema = z.object({
  administration_id: requiredText('Enter the administration id', ADMINISTRATION_ID_MAX_DIGITS).check(
    z.regex(/^\d*$/, { error: 'The administration id is a number: digits only' }),
  ),
  api_token: z.string().check(z.trim(), z.maxLength(API_TOKEN_MAX)),
});

export const API_TOKEN_REQUIRED_MESSAGE = 'Paste the API token';

// With no token saved, a blank one keeps nothing: the token is needed, asked once the rest is right.
export const moneyBirdCredentialsFormSchemaFor = (tokenSaved: boolean) =>
  tokenSaved
    ? moneyBirdCredentialsFormSchema
    : moneyBirdCredentialsFormSchema.check(
        z.refine(({ api_token }) => api_token !== '', {
          error: API_TOKEN_REQUIRED_MESSAGE,
          path: ['api_token'],
          when: (payload) => payload.issues.length === 0,
        }),
      );
export type MoneyBirdCredentialsInput = z.input<typeof moneyBirdCredentialsFormSchema>;
export type MoneyBirdCredentialsValues = z.output<typeof moneyBirdCredentialsFormSchema>;

// What is sent: the token only when one was typed.
export type SaveMoneyBirdCredentials = { administration_id: string; api_token?: string };

// A tax rate of the administration, as MoneyBird has it (percentage as text: "21.0").
export const moneyBirdTaxRateSchema = z.object({
  id: moneyBirdIdSchema,
  name: z.string(),
  percentage: z.string(),
  // sales_invoice | purchase_invoice | general_journal_document (text, so a new kind does not break us).
  tax_rate_type: z.string(),
  active: z.boolean(),
  country: z.nullable(z.string()),
});
export type MoneyBirdTaxRate = z.infer<typeof moneyBirdTaxRateSchema>;
export const moneyBirdTaxRateListSchema = listOf(moneyBirdTaxRateSchema);

export const moneyBirdContactSchema = z.object({
  id: moneyBirdIdSchema,
  company_name: z.nullable(z.string()),
  firstname: z.nullable(z.string()),
  lastname: z.nullable(z.string()),
  // Our own key for the client, stored in MoneyBird.
  customer_id: z.nullable(z.string()),
  tax_number: z.nullable(z.string()),
  email: z.nullable(z.string()),
});
export type MoneyBirdContact = z.infer<typeof moneyBirdContactSchema>;
export const moneyBirdContactListSchema = listOf(moneyBirdContactSchema);

// Shorter text matches too much to be worth asking MoneyBird.
export const CONTACT_SEARCH_MIN_LENGTH = 2;

export const taxRateMappingSchema = z.object({ vat_id: z.number(), tax_rate_id: moneyBirdIdSchema });
export type TaxRateMapping = z.infer<typeof taxRateMappingSchema>;

// A project's mapping (internal_project_id set: its contact, and tax rates that differ from the company's)
// or the company-wide one (internal_project_id null: the tax rate for each of our VATs, no contact).
export const moneyBirdMappingSchema = z.object({
  internal_project_id: z.nullable(z.number()),
  contact_id: z.nullable(moneyBirdIdSchema),
  tax_rates: z.array(taxRateMappingSchema),
  ledger_account_id: z.nullable(moneyBirdIdSchema),
  updated_at: z.string(),
});
export type MoneyBirdMapping = z.infer<typeof moneyBirdMappingSchema>;
export const moneyBirdMappingResponseSchema = dataOf(moneyBirdMappingSchema);
export const moneyBirdMaybeMappingResponseSchema = dataOf(z.nullable(moneyBirdMappingSchema));

export type SaveCompanyMapping = { tax_rates: TaxRateMapping[] };
export type SaveProjectMapping = {
  internal_project_id: number;
  contact_id: MoneyBirdId;
  tax_rates?: TaxRateMapping[];
  ledger_account_id?: MoneyBirdId | null;
};
export type SaveMoneyBirdMapping = SaveCompanyMapping | SaveProjectMapping;
