import { sessionScope } from '../session';
import type { InvoiceFilterOptions } from './invoice-list.query';
import type { InvoiceListParams, ProjectInvoicesParams } from './invoices.api';

// Every invoice query under one root, so a new tenant or impersonation never sees old data and a change
// can refresh the lists (the list's and each project's tab) and one invoice at once.
export const invoiceKeys = {
  all: () => [...sessionScope(), 'invoices'] as const,
  lists: () => [...invoiceKeys.all(), 'list'] as const,
  list: (params: InvoiceListParams) => [...invoiceKeys.lists(), params] as const,
  projectLists: (projectId: number) => [...invoiceKeys.lists(), 'project', projectId] as const,
  projectList: (params: ProjectInvoicesParams) =>
    [...invoiceKeys.projectLists(params.projectId), params] as const,
  selectAll: (filters: InvoiceFilterOptions) => [...invoiceKeys.all(), 'select-all', filters] as const,
  uninvoicedMonths: (months: number) => [...invoiceKeys.all(), 'uninvoiced-months', months] as const,
  details: () => [...invoiceKeys.all(), 'detail'] as const,
  detail: (id: number) => [...invoiceKeys.details(), id] as const,
};
