import { queryWith } from '@/components/url/use-url-state';
import { CLOSED_WIZARD, newInvoiceUrl } from '@/features/invoices/create/new-invoice-url';
import { newInvoiceHref } from '@/lib/new-invoice-link';

const queryOf = (href: string) => Object.fromEntries(new URL(href, 'http://localhost').searchParams);

describe('the new-invoice wizard in the URL', () => {
  it("reads what a project's link opens: the kind, the project and the month", () => {
    const href = newInvoiceHref('vacation', { projectId: 12, month: '2025-03' });
    expect(newInvoiceUrl.read(queryOf(href))).toEqual({ type: 'vacation', projectId: 12, month: '2025-03' });
  });

  it('an unknown kind leaves the wizard closed; a malformed project names none', () => {
    expect(newInvoiceUrl.read({ create: 'credit' }).type).toBeNull();
    expect(newInvoiceUrl.read({ create: 'hours', create_project: 'x' })).toEqual({
      type: 'hours',
      projectId: null,
      month: null,
    });
  });

  it('opening and closing write only its keys; the list state stays', () => {
    const list = { view: 'overdue', page: '2' };
    expect(queryWith(list, newInvoiceUrl.write({ type: 'hours', projectId: 12, month: null }))).toEqual({
      ...list,
      create: 'hours',
      create_project: '12',
    });
    const open = { ...list, create: 'hours', create_project: '12', create_month: '2025-03' };
    expect(queryWith(open, newInvoiceUrl.write(CLOSED_WIZARD))).toEqual(list);
  });
});
