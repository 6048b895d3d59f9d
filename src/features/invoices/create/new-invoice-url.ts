import type { UrlStateCodec } from '@/components/url/use-url-state';
import { CREATE_QUERY_KEYS, type NewInvoiceType } from '@/lib/new-invoice-link';
import { positiveIdOf } from '@/lib/positive-id';

// The create wizard lives in the link (?create=hours&create_project=12&create_month=2025-03), so a
// project's Invoices tab and the uninvoiced-month banner open it by a link (newInvoiceHref).
// `type` null: the wizard is closed.
export type NewInvoiceAddress = {
  type: NewInvoiceType | null;
  projectId: number | null;
  month: string | null;
};

const typeOf = (value: unknown): NewInvoiceType | null =>
  value === 'hours' || value === 'vacation' ? value : null;

export const CLOSED_WIZARD: NewInvoiceAddress = { type: null, projectId: null, month: null };

export const newInvoiceUrl: UrlStateCodec<NewInvoiceAddress> = {
  read: (query) => {
    const month = query[CREATE_QUERY_KEYS.month];
    return {
      type: typeOf(query[CREATE_QUERY_KEYS.type]),
      projectId: positiveIdOf(query[CREATE_QUERY_KEYS.project]),
      month: typeof month === 'string' ? month : null,
    };
  },
  write: ({ type, projectId, month }) => ({
    [CREATE_QUERY_KEYS.type]: type ?? undefined,
    [CREATE_QUERY_KEYS.project]: projectId === null ? undefined : String(projectId),
    [CREATE_QUERY_KEYS.month]: month ?? undefined,
  }),
};
