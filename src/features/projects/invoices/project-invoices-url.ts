import type { UrlStateCodec } from '@/components/url/use-url-state';
import { positiveIdOf } from '@/lib/positive-id';

// The page of a project's invoices in the link (/projects/12/invoices?page=2); the first has none.
export const projectInvoicesPageUrl: UrlStateCodec<number> = {
  read: (query) => positiveIdOf(query.page) ?? 1,
  write: (page) => ({ page: page > 1 ? String(page) : undefined }),
};
