import type { ProjectAlert } from '@/api/project-figures/project-figure.schemas';
import { invoicesOfMonthHref } from '@/lib/invoice-list';
import { projectTabHref } from '../project-tabs';

export type AlertLink = { href: string; label: string };

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

// Where each alert is dealt with: an overdue invoice in the invoices drawer, a month without an invoice
// in the project's invoices of that period, a term in the terms tab, an overbooked person in the planning.
export function alertLinkOf(alert: ProjectAlert, projectId: number): AlertLink | null {
  switch (alert.type) {
    case 'invoice_overdue':
      return alert.invoice_id
        ? { href: withQuery('/invoices', { invoice: String(alert.invoice_id) }), label: 'Open the invoice' }
        : null;
    case 'uninvoiced_month':
      return alert.month
        ? {
            href: invoicesOfMonthHref(projectId, alert.month),
            label: 'Invoices of the month',
          }
        : null;
    case 'term_ending':
      return {
        href: alert.term_id
          ? withQuery(projectTabHref(projectId, 'terms'), { term: String(alert.term_id) })
          : projectTabHref(projectId, 'terms'),
        label: 'See the terms',
      };
    case 'overbooked':
      return alert.user
        ? {
            href: withQuery('/traffic/timeline-view', { user: String(alert.user.id) }),
            label: 'See the planning',
          }
        : null;
    default:
      return null;
  }
}
