import * as z from 'zod/mini';
import { dataOf, listOf, paginatedOf } from '../common.schemas';
import { mediaSchema } from '../media/media.schemas';

// Statuses are served by the API (the spec does not list them); these are the mock's, proposed.
export const PROJECT_STATUSES = ['upcoming', 'active', 'on_hold', 'completed', 'cancelled'] as const;
export const PROJECT_STATUS_LABELS: Record<string, string> = {
  upcoming: 'Upcoming',
  active: 'Active',
  on_hold: 'On hold',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
// A status the client does not know is shown as the API names it.
export const projectStatusLabel = (status: string): string => PROJECT_STATUS_LABELS[status] ?? status;

export const personRefSchema = z.object({ id: z.number(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

// Amounts keyed by currency code, money as JSON numbers with two decimals (cents in the client).
export const currencyAmountsSchema = z.record(z.string(), z.number());

// Billing details of a project (multipart `administrative-fields?_method=put`); every field optional.
export const administrativeFieldsSchema = z.object({
  legal_name: z.optional(z.nullable(z.string())),
  registration_number: z.optional(z.nullable(z.string())),
  vat_number: z.optional(z.nullable(z.string())),
  billing_address: z.optional(z.nullable(z.string())),
  billing_email: z.optional(z.nullable(z.string())),
  po_number: z.optional(z.nullable(z.string())),
  contract_number: z.optional(z.nullable(z.string())),
  payment_terms_days: z.optional(z.nullable(z.number())),
  invoice_language: z.optional(z.nullable(z.string())),
  default_vat_id: z.optional(z.nullable(z.number())),
});
export type AdministrativeFields = z.infer<typeof administrativeFieldsSchema>;

// What a project and a row of the list both say of it.
const projectBaseSchema = z.object({
  id: z.number(),
  title: z.string(),
  client: z.nullable(z.string()),
  status: z.string(),
  currency: z.string(),
  project_manager: z.nullable(personRefSchema),
  start_date: z.string(),
  end_date: z.nullable(z.string()),
  people_count: z.number(),
});

// One project as GET /internal-projects/{id} answers it.
export const projectSchema = z.extend(projectBaseSchema, {
  description: z.nullable(z.string()),
  administrative_fields: z.nullable(administrativeFieldsSchema),
  media: z.array(mediaSchema),
  created_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;
export const projectResponseSchema = dataOf(projectSchema);

// A row of the list: the project with its figures for now (this month, this year) and what is due next.
export const projectListItemSchema = z.extend(projectBaseSchema, {
  totals: z.object({ forecast_month: z.number(), invoiced_ytd: z.number(), outstanding: z.number() }),
  // Forecast per month for the last 12 months, oldest first, in the project's currency (the trend).
  trend: z.optional(z.array(z.object({ month: z.string(), forecast: z.number(), actual: z.number() }))),
  next_reminder: z.nullable(z.object({ due_date: z.string(), title: z.string(), type: z.string() })),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;
export const projectPageSchema = paginatedOf(projectListItemSchema);
export type ProjectPage = z.infer<typeof projectPageSchema>;

// GET /info/internal-projects: counts per status and the list's totals per currency, for the filters.
export const projectsInfoSchema = dataOf(
  z.object({
    statuses: z.array(z.object({ key: z.string(), label: z.string(), count: z.number() })),
    totals: z.object({
      forecast_month: currencyAmountsSchema,
      invoiced_ytd: currencyAmountsSchema,
      outstanding: currencyAmountsSchema,
    }),
  }),
);
export type ProjectsInfo = z.infer<typeof projectsInfoSchema>['data'];

// Titles and clients come as strings; an {id, name} form is accepted too (finance.md §2.3).
const nameText = z.union([
  z.string(),
  z.pipe(
    z.object({ name: z.string() }),
    z.transform((item: { name: string }) => item.name),
  ),
]);
export const projectNamesSchema = listOf(nameText);
