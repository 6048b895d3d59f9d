import { screen, waitFor, within } from '@testing-library/react';
import { bulkResultSchema } from '@/api/common.schemas';
import {
  invoicePageSchema,
  invoiceResponseSchema,
  invoiceSelectAllSchema,
  type InvoiceListItem,
  type InvoicePage,
} from '@/api/invoices/invoice.schemas';
import { InvoicesScreen } from '@/features/invoices/invoices-page';
import { NO_INVOICES_TITLE, NO_MATCH_TITLE } from '@/features/invoices/invoices-view';
import { getTenantDb } from '@/mocks/db';
import { setFault } from '@/mocks/scenarios';
import { answerWith } from '../../support/answer-with';
import { choose, fill } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { createVacationInvoice } from '../../support/vacation-invoice';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordRequests, sentTo } from '../../support/sent-requests';
import { invoiceOf, invoiceRow } from './invoice-fixtures';

setupMockApi();

const PENDING = invoiceRow(41);
const APPROVED = invoiceRow(42, {
  approval_status: 'approved',
  approval: { by: { id: 1, name: 'Nino Beridze' }, at: '2025-04-02', comment: null },
});
const USD = invoiceRow(43, {
  currency: 'USD',
  project: { id: 4, title: 'Borealis Portal', currency: 'USD' },
  total: 3040,
  balance: 1040,
  paid_amount: 2000,
  payment_status: 'pp',
});

function answerList(rows: InvoiceListItem[], total = rows.length) {
  const page: { data: InvoicePage } = {
    data: {
      current_page: 1,
      last_page: Math.max(1, Math.ceil(total / 25)),
      per_page: 25,
      total,
      data: rows,
      totals: rows.length
        ? {
            EUR: {
              count: 2,
              total: 13593.6,
              paid: 0,
              balance: 13593.6,
              overdue: 6796.8,
              pending_approval: 6796.8,
            },
          }
        : {},
    },
  };
  answerWith('POST', 'invoices', 200, page, invoicePageSchema);
}

const openList = (url = '/invoices') =>
  renderScreen(InvoicesScreen, {
    url,
    as: 'admin@acme.test',
    ready: () => screen.findByRole('table', { name: 'Invoices' }),
  });

const rowOf = (number: string) => screen.getByRole('link', { name: number }).closest('tr') as HTMLElement;

describe('the invoices list', () => {
  it('sends the filters of the link as filter_options, and puts a new filter into the link', async () => {
    answerList([PENDING]);
    const { requests } = recordRequests();
    const { router, user } = await openList(
      '/invoices?view=overdue&pay=pp&period_from=2025-03&period_to=2025-03&sort=due_date:asc&per_page=50',
    );
    await waitFor(() => expect(lastSent(requests, 'invoices', 'POST')).toBeTruthy());
    const body = (await lastSent(requests, 'invoices', 'POST').body) as Record<string, unknown>;
    expect(body).toMatchObject({
      invoices_per_page: 50,
      filter_options: {
        payment_statuses: ['pp'],
        overdue: true,
        period: { from: '2025-03-01', to: '2025-03-31' },
        sort: { by: 'due_date', dir: 'asc' },
      },
    });
    expect(screen.getByRole('tab', { name: 'Overdue' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Rejected' })).toHaveAttribute(
      'href',
      '/invoices?view=rejected&pay=pp&period_from=2025-03&period_to=2025-03&sort=due_date%3Aasc&per_page=50',
    );

    await choose(user, 'Service period to', 'Apr 2025');
    expect(router.replace).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: expect.objectContaining({ period_to: '2025-04', view: 'overdue' }) }),
      undefined,
      expect.anything(),
    );
  });

  it('shows each invoice with its period, due in words, money in its currency and statuses as text', async () => {
    answerList([PENDING, APPROVED, USD]);
    await openList();
    const pending = within(rowOf('INV-2025-0041'));
    for (const text of [
      'Atlas Platform',
      'Bank of Tbilisi',
      'Mar 2025',
      '6,796.80 EUR',
      'Not paid',
      'Awaiting approval',
    ])
      expect(pending.getByText(text)).toBeInTheDocument();
    expect(pending.getByText(/days overdue$/)).toBeInTheDocument();
    const usd = within(rowOf('INV-2025-0043'));
    expect(usd.getByText('Partially paid')).toBeInTheDocument();
    expect(usd.getByText('Balance 1,040.00 USD')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'INV-2025-0042' })).toHaveAttribute(
      'href',
      '/invoices?invoice=42',
    );
  });

  it('bulk approves saying first who is skipped, and sends only those that qualify with their type', async () => {
    answerList([PENDING, APPROVED], 2);
    answerWith('PATCH', 'invoices/approve', 200, { data: { updated: [41], skipped: [] } }, bulkResultSchema);
    const { requests } = recordRequests();
    const { user } = await openList('/invoices?per_page=10');
    await user.click(screen.getByRole('checkbox', { name: 'Select INV-2025-0041' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select INV-2025-0042' }));
    expect(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('status'),
    ).toHaveTextContent('2 invoices selected');

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve invoices' });
    expect(confirm).toHaveTextContent('2 selected: 1 will be approved, 1 skipped — already approved');
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    // The confirmation shares the title: the result is the dialog that lists what was skipped.
    const skipped = await screen.findByRole('list', { name: 'Skipped' });
    const result = skipped.closest('[role="dialog"]') as HTMLElement;
    expect(result).toHaveAccessibleDescription('1 done, 1 skipped.');
    expect(skipped).toHaveTextContent('INV-2025-0042already approved');
    expect(await lastSent(requests, 'invoices/approve', 'PATCH').body).toEqual({ ids: [41], type: 'hours' });
  });

  it('says which approve call failed and why, and Retry failed sends only that type again', async () => {
    await createVacationInvoice();
    const rows = (await getTenantDb('acme')).invoices
      .all()
      .filter((row) => row.approval_status === 'pending');
    const hours = rows.find((row) => row.type === 'hours' && row.payment_status === 'np')!;
    const vacation = rows.find((row) => row.type === 'vacation' && row.payment_status === 'np')!;
    answerList([
      invoiceRow(hours.id, { number: hours.number }),
      invoiceRow(vacation.id, { number: vacation.number, type: 'vacation' }),
    ]);
    // The first call (the hours) gets a server fault; the vacation call and the retry pass.
    setFault({ method: 'PATCH', path: 'invoices/approve', status: 503, times: 1 });
    const { requests } = recordRequests();
    const { user } = await openList();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve invoices' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    // The confirmation shares the title: the result is the dialog that lists what failed.
    const failed = await screen.findByRole('list', { name: 'Failed' });
    const result = failed.closest('[role="dialog"]') as HTMLElement;
    expect(result).toHaveAccessibleDescription('1 done, 1 not done: a request failed.');
    expect(within(result).getByRole('list', { name: 'Failed' })).toHaveTextContent(
      `${hours.number}the server failed (503)`,
    );

    await user.click(within(result).getByRole('button', { name: 'Retry failed' }));
    await waitFor(() => expect(result).toHaveAccessibleDescription('2 done.'));
    const bodies = await Promise.all(sentTo(requests, 'invoices/approve', 'PATCH').map((sent) => sent.body));
    expect(bodies).toEqual([
      { ids: [hours.id], type: 'hours' },
      { ids: [vacation.id], type: 'vacation' },
      { ids: [hours.id], type: 'hours' },
    ]);
    expect(within(result).queryByRole('button', { name: 'Retry failed' })).toBeNull();
  });

  it('answers the list keys: j marks a row, x selects it, Enter opens its drawer', async () => {
    answerList([PENDING, APPROVED]);
    const { user, router } = await openList();
    await user.keyboard('jj');
    expect(rowOf('INV-2025-0042')).toHaveAttribute('aria-current', 'true');
    await user.keyboard('x');
    expect(screen.getByRole('checkbox', { name: 'Select INV-2025-0042' })).toBeChecked();
    expect(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('status'),
    ).toHaveTextContent('1 invoice selected');
    await user.keyboard('{Enter}');
    expect(router.push).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: expect.objectContaining({ invoice: '42' }) }),
      undefined,
      expect.anything(),
    );
  });

  it('offers all matching beyond the page and asks the server for their ids with the filters', async () => {
    answerList([PENDING, APPROVED], 30);
    answerWith(
      'POST',
      'select-all-invoices',
      200,
      {
        data: {
          ids: Array.from({ length: 30 }, (_, i) => i + 41),
          ids_by_type: { hours: Array.from({ length: 30 }, (_, i) => i + 41) },
          count: 30,
          totals: {},
        },
      },
      invoiceSelectAllSchema,
    );
    const { requests } = recordRequests();
    const { user } = await openList('/invoices?pay=np');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(await screen.findByRole('button', { name: 'Select all 30 matching' }));
    expect(await screen.findByText('All 30 matching selected')).toBeInTheDocument();
    const body = (await lastSent(requests, 'select-all-invoices', 'POST').body) as Record<string, unknown>;
    expect(body).toMatchObject({ filter_options: { payment_statuses: ['np'] } });
  });

  it('approves all matching one invoice type per call, the types of pages never loaded from select-all', async () => {
    answerList([PENDING, APPROVED], 30);
    const hours = [41, 42, ...Array.from({ length: 18 }, (_, i) => i + 43)];
    const vacation = Array.from({ length: 10 }, (_, i) => i + 61);
    answerWith(
      'POST',
      'select-all-invoices',
      200,
      { data: { ids: [...hours, ...vacation], ids_by_type: { hours, vacation }, count: 30, totals: {} } },
      invoiceSelectAllSchema,
    );
    answerWith('PATCH', 'invoices/approve', 200, { data: { updated: [], skipped: [] } }, bulkResultSchema);
    const { requests } = recordRequests();
    const { user } = await openList();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(await screen.findByRole('button', { name: 'Select all 30 matching' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve invoices' });
    expect(confirm).toHaveTextContent(
      '30 selected: 1 will be approved, 1 skipped — already approved, 28 invoices on other pages checked when sent',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sentTo(requests, 'invoices/approve', 'PATCH')).toHaveLength(2));
    const bodies = await Promise.all(
      sentTo(requests, 'invoices/approve', 'PATCH').map((request) => request.body),
    );
    expect(bodies).toEqual([
      { ids: hours.filter((id) => id !== 42), type: 'hours' },
      { ids: vacation, type: 'vacation' },
    ]);
  });

  it('says why all matching cannot be selected when the server refuses (422 above the cap)', async () => {
    answerList([PENDING, APPROVED], 6120);
    const refusal = '6,120 invoices match; narrow the filters to at most 5,000 to select them all.';
    answerWith('POST', 'select-all-invoices', 422, {
      message: refusal,
      errors: { filter_options: [refusal] },
    });
    const { user } = await openList();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(await screen.findByRole('button', { name: 'Select all 6,120 matching' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByText('2 on this page selected')).toBeInTheDocument();
  });

  it('sends nothing when every selected invoice is skipped, and says why', async () => {
    answerList([APPROVED]);
    const { requests } = recordRequests();
    const { user } = await openList();
    await user.click(screen.getByRole('checkbox', { name: 'Select INV-2025-0042' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete 1 invoice?' });
    expect(confirm).toHaveTextContent('1 selected: 0 will be deleted, 1 skipped — reject it first');
    await user.click(within(confirm).getByRole('button', { name: 'Delete 0 invoices' }));
    const result = await screen.findByRole('dialog', { name: 'Delete invoices' });
    expect(result).toHaveTextContent('0 done, 1 skipped.');
    expect(sentTo(requests, 'invoices', 'DELETE')).toHaveLength(0);
  });

  it('rejects a row only with a reason, sent with the approval status', async () => {
    answerList([PENDING]);
    answerWith(
      'PATCH',
      'invoices/:id/approval-status',
      200,
      { data: invoiceOf(PENDING) },
      invoiceResponseSchema,
    );
    const { requests } = recordRequests();
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Actions for INV-2025-0041' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject INV-2025-0041' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why the invoice is rejected.')).toBeInTheDocument();
    await fill(user, within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Wrong rate');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(lastSent(requests, 'invoices/41/approval-status', 'PATCH')).toBeTruthy());
    expect(await lastSent(requests, 'invoices/41/approval-status', 'PATCH').body).toEqual({
      approval_status: 'rejected',
      comment: 'Wrong rate',
    });
  });

  it('tells no invoices yet from none matching, which offers to clear the filters', async () => {
    answerList([]);
    const { user, router } = await openList('/invoices?view=rejected&currency=GBP');
    const empty = screen.getByText(NO_MATCH_TITLE).closest('[role="status"]') as HTMLElement;
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(router.replace).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: { view: 'rejected' } }),
      undefined,
      expect.anything(),
    );
  });

  it('says when there are no invoices at all', async () => {
    answerList([]);
    await openList();
    expect(screen.getByText(NO_INVOICES_TITLE)).toBeInTheDocument();
  });

  it('shows the error with Try again when the list cannot be loaded', async () => {
    setFault({ method: 'POST', path: 'invoices', status: 500 });
    renderScreen(InvoicesScreen, {
      url: '/invoices',
      as: 'admin@acme.test',
      ready: () => screen.findByText('The invoices could not be loaded.'),
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the invoice drawer', () => {
  it('opens from the link, explains the amount, and refuses edits once approved', async () => {
    answerList([APPROVED]);
    answerWith('GET', 'invoices/:id', 200, { data: invoiceOf(APPROVED) }, invoiceResponseSchema);
    await renderScreen(InvoicesScreen, {
      url: '/invoices?invoice=42',
      as: 'admin@acme.test',
      ready: () => screen.findByRole('heading', { name: 'INV-2025-0042' }),
    });
    const drawer = screen.getByRole('dialog', { name: 'INV-2025-0042' });
    expect(within(drawer).getByRole('table', { name: 'Invoice lines' })).toHaveTextContent(
      'Ana Kapanadze16128:00',
    );
    expect(
      within(drawer).getByText(/20 working days in the period; forecast 7,200.00 EUR/),
    ).toBeInTheDocument();
    expect(within(drawer).getByText("holiday: Mother's Day")).toBeInTheDocument();
    expect(within(drawer).getByRole('list', { name: 'Days left out' })).toHaveTextContent(
      'Mon 17 Mar 2025VacationMon 3 Mar 2025',
    );
    expect(within(drawer).getByText('Sick leave, 2:00')).toBeInTheDocument();
    expect(within(drawer).getByRole('list', { name: 'History' })).toHaveTextContent('Nino Beridze');
    expect(within(drawer).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(drawer).getByText(/cannot be edited/)).toBeInTheDocument();
  });

  it('edits an invoice awaiting approval: PATCH invoices/{id} with its dates, VAT, language and notes', async () => {
    const pending = (await getTenantDb('acme')).invoices
      .all()
      .find((row) => row.approval_status === 'pending')!;
    const { requests } = recordRequests();
    const { user } = await renderScreen(InvoicesScreen, {
      url: `/invoices?invoice=${pending.id}`,
      as: 'admin@acme.test',
      ready: () => screen.findByRole('heading', { name: pending.number }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${pending.number}` });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Notes' }), 'Net 30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentTo(requests, `invoices/${pending.id}`, 'PATCH')).toHaveLength(1));
    expect(await lastSent(requests, `invoices/${pending.id}`, 'PATCH').body).toEqual({
      issue_date: pending.issue_date,
      due_date: pending.due_date,
      vat_id: pending.vat_id,
      language: pending.language,
      notes: 'Net 30',
    });
    expect((await getTenantDb('acme')).invoices.findFirst((q) => q.where({ id: pending.id }))?.notes).toBe(
      'Net 30',
    );
  });
});
