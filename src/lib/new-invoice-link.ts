// Where the create wizard opens (on /invoices, addressed by the URL so any screen can link to it):
// /invoices?create=hours&create_project=12&create_month=2025-03.
export const CREATE_QUERY_KEYS = {
  type: 'create',
  project: 'create_project',
  month: 'create_month',
} as const;
export type NewInvoiceType = 'hours' | 'vacation';

export function newInvoiceHref(
  type: NewInvoiceType,
  { projectId, month }: { projectId?: number; month?: string } = {},
): string {
  const params = new URLSearchParams({ [CREATE_QUERY_KEYS.type]: type });
  if (projectId !== undefined) params.set(CREATE_QUERY_KEYS.project, String(projectId));
  if (month !== undefined) params.set(CREATE_QUERY_KEYS.month, month);
  return `/invoices?${params.toString()}`;
}
