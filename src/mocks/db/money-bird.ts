import * as z from 'zod/mini';
import {
  MONEY_BIRD_SCOPES,
  moneyBirdIdSchema,
  type MoneyBirdContact,
  type MoneyBirdTaxRate,
} from '@/api/money-bird/money-bird.schemas';
import { DEMO_MONEY_BIRD_LIMITED_TOKEN, DEMO_MONEY_BIRD_TOKEN } from '@/lib/demo-accounts';

// MoneyBird in the mocked API. The tenant stores its connection (the token too: the API keeps it to
// call MoneyBird, and never answers with it) and its mappings; what MoneyBird itself holds (tax rates,
// contacts) is one fixed demo administration, reachable by any tenant that is connected.

export const moneyBirdCredentialsRowSchema = z.object({
  administration_id: moneyBirdIdSchema,
  api_token: z.string(),
  connected: z.boolean(),
  scopes: z.array(z.string()),
  checked_at: z.string(),
});
export type MoneyBirdCredentialsRow = z.infer<typeof moneyBirdCredentialsRowSchema>;

// The demo's MoneyBird accepts only its two documented tokens (README; src/lib/demo-accounts.ts): the
// browser keeps this data in localStorage in clear, so a real token typed here would stay there (issue 30,
// L5). Anything else is refused as MoneyBird refuses a wrong token. The limited one has the
// sales_invoices scope only, to show a missing scope.
export const isAcceptedDemoToken = (token: string): boolean =>
  token === DEMO_MONEY_BIRD_TOKEN || token === DEMO_MONEY_BIRD_LIMITED_TOKEN;
export const scopesOfDemoToken = (token: string): string[] =>
  token === DEMO_MONEY_BIRD_LIMITED_TOKEN ? ['sales_invoices'] : [...MONEY_BIRD_SCOPES];

// The demo administration's tax rates: 21 %, 9 % and 0 % for sales; a purchase rate and a retired one
// that must never be offered for a sales invoice. Ids are 18 digits, beyond 2^53.
export const DEMO_TAX_RATES: readonly MoneyBirdTaxRate[] = [
  {
    id: '431785349128030174',
    name: '21% btw',
    percentage: '21.0',
    tax_rate_type: 'sales_invoice',
    active: true,
    country: null,
  },
  {
    id: '431785349157390307',
    name: '9% btw',
    percentage: '9.0',
    tax_rate_type: 'sales_invoice',
    active: true,
    country: null,
  },
  {
    id: '431785349185701876',
    name: '0% btw',
    percentage: '0.0',
    tax_rate_type: 'sales_invoice',
    active: true,
    country: null,
  },
  {
    id: '431785349239179364',
    name: '21% btw inkoop',
    percentage: '21.0',
    tax_rate_type: 'purchase_invoice',
    active: true,
    country: null,
  },
  {
    id: '431785349266442341',
    name: '6% btw (until 2019)',
    percentage: '6.0',
    tax_rate_type: 'sales_invoice',
    active: false,
    country: null,
  },
];

// The demo administration's contacts: companies with our customer ids and VAT numbers, one without
// either, one person, and one whose VAT number belongs to none of our clients.
export const DEMO_CONTACTS: readonly MoneyBirdContact[] = [
  {
    id: '458026357470070787',
    company_name: 'Atlas Logistics B.V.',
    firstname: null,
    lastname: null,
    customer_id: 'ACME-001',
    tax_number: 'NL859123456B01',
    email: 'finance@atlas-logistics.example',
  },
  {
    id: '458026357498382373',
    company_name: 'Northwind Traders GmbH',
    firstname: null,
    lastname: null,
    customer_id: 'ACME-002',
    tax_number: 'DE812345678',
    email: 'ap@northwind.example',
  },
  {
    id: '458026357525645349',
    company_name: 'Blue Harbor Ltd',
    firstname: null,
    lastname: null,
    customer_id: null,
    tax_number: 'GB123456789',
    email: 'accounts@blueharbor.example',
  },
  {
    id: '458026357552908325',
    company_name: 'Café Nord',
    firstname: null,
    lastname: null,
    customer_id: null,
    tax_number: null,
    email: null,
  },
  {
    id: '458026357580171301',
    company_name: 'Tbilisi Software LLC',
    firstname: null,
    lastname: null,
    customer_id: 'ACME-005',
    tax_number: 'GE404123456',
    email: 'billing@tbilisi-software.example',
  },
  {
    id: '458026357607434277',
    company_name: null,
    firstname: 'Eka',
    lastname: 'Gelashvili',
    customer_id: 'ACME-006',
    tax_number: null,
    email: 'eka@gelashvili.example',
  },
  {
    id: '458026357634697253',
    company_name: 'Kobalt Studio B.V.',
    firstname: null,
    lastname: null,
    customer_id: null,
    // Belongs to none of our clients.
    tax_number: 'NL999999999B99',
    email: 'hello@kobalt.example',
  },
];
