import type { LinkProps } from 'next/link';
import { LinkTabs } from '@/components/layout/link-tabs';
import { INVOICE_VIEW_LABELS, INVOICE_VIEWS, type InvoiceView } from '@/lib/invoice-list';

// LinkTabs take a text address; the list's hrefFor gives an object.
function hrefText(href: LinkProps['href']): string {
  if (typeof href === 'string') return href;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(href.query ?? {})) {
    for (const item of [value].flat())
      if (item !== undefined && item !== null) params.append(key, String(item));
  }
  const search = params.toString();
  return `${href.pathname ?? ''}${search ? `?${search}` : ''}`;
}

// The quick views as tabs that are links (view=), each keeping the other filters.
export function InvoiceViews({
  view,
  hrefFor,
}: {
  view: InvoiceView;
  hrefFor: (patch: { view: InvoiceView }) => LinkProps['href'];
}) {
  const tabs = INVOICE_VIEWS.map((slug) => ({
    slug,
    label: INVOICE_VIEW_LABELS[slug],
    href: hrefText(hrefFor({ view: slug })),
  }));
  return <LinkTabs label="Quick views" idPrefix="invoices" tabs={tabs} value={view} />;
}
