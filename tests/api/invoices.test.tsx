// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { invoiceKeys } from '@/api/invoices/invoice.keys';
import {
  useApproveInvoices,
  useChangePaymentStatus,
  useDeleteInvoices,
  useRejectInvoices,
} from '@/api/invoices/invoice.mutations';
import { useInvoice, useInvoices, useProjectInvoices } from '@/api/invoices/invoice.queries';
import type { InvoiceFilterOptions } from '@/api/invoices/invoice-list.query';
import { changeApprovalStatus, selectAllInvoices, updateInvoice } from '@/api/invoices/invoices.api';
import { projectKeys } from '@/api/internal-projects/internal-project.keys';
import { projectFigureKeys } from '@/api/project-figures/project-figure.keys';
import { getTenantDb } from '@/mocks/db';
import { setupMockApi, signIn } from '../support/mock-api';
import { createVacationInvoice } from '../support/vacation-invoice';
import { lastSent, recordEachCase, sentTo } from '../support/sent-requests';
import { queryWrapper } from './support/query-wrapper';

setupMockApi();
const sent = recordEachCase();

const rows = async () => (await getTenantDb('acme')).invoices.all();

describe('invoice request functions send the right method, address and body', () => {
  it('the list: POST invoices?page=2 { filter_options, invoices_per_page }', async () => {
    await signIn('sale@acme.test');
    const { wrapper } = queryWrapper();
    const filters: InvoiceFilterOptions = { payment_statuses: ['np'], sort: { by: 'total', dir: 'asc' } };
    const { result } = renderHook(() => useInvoices({ filters, page: 2, perPage: 25 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const request = lastSent(sent, 'invoices', 'POST');
    expect(request.query.get('page')).toBe('2');
    expect(await request.json()).toEqual({ filter_options: filters, invoices_per_page: 25 });
  });

  it('a project’s tab: POST invoices { page, projectId, invoices_per_page: 10 }', async () => {
    await signIn('sale@acme.test');
    const { wrapper } = queryWrapper();
    const { result } = renderHook(() => useProjectInvoices({ projectId: 1, page: 1 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(await lastSent(sent, 'invoices', 'POST').json()).toEqual({
      page: 1,
      projectId: 1,
      invoices_per_page: 10,
    });
  });

  it('select all, detail, edit and approval status', async () => {
    await signIn('admin@acme.test');
    await selectAllInvoices({ types: ['vacation'] });
    expect(await lastSent(sent, 'select-all-invoices', 'POST').json()).toEqual({
      filter_options: { types: ['vacation'] },
    });
    const { wrapper } = queryWrapper();
    const { result } = renderHook(() => useInvoice(3), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(lastSent(sent, 'invoices/3', 'GET')).toBeTruthy();
    const pending = (await rows()).find((row) => row.approval_status === 'pending')!;
    await updateInvoice({ id: pending.id, edit: { notes: 'n' } });
    expect(await lastSent(sent, `invoices/${pending.id}`, 'PATCH').json()).toEqual({ notes: 'n' });
    await changeApprovalStatus({ id: pending.id, change: { approval_status: 'rejected', comment: 'why' } });
    expect(await lastSent(sent, `invoices/${pending.id}/approval-status`, 'PATCH').json()).toEqual({
      approval_status: 'rejected',
      comment: 'why',
    });
  });

  it('useInvoice(null) sends nothing', async () => {
    await signIn('sale@acme.test');
    const { wrapper } = queryWrapper();
    renderHook(() => useInvoice(null), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sentTo(sent, 'invoices/0')).toHaveLength(0);
  });
});

describe('invoice mutations', () => {
  it('bulk approve groups a mixed selection by type, one PATCH per type, answers merged', async () => {
    await createVacationInvoice();
    await signIn('admin@acme.test');
    const all = await rows();
    const hours = all.find((row) => row.type === 'hours' && row.approval_status === 'pending')!;
    const done = all.find((row) => row.type === 'hours' && row.approval_status === 'approved')!;
    const vacation = all.find((row) => row.type === 'vacation' && row.approval_status === 'pending')!;
    const { wrapper } = queryWrapper();
    const { result } = renderHook(() => useApproveInvoices(), { wrapper });
    const answer = await act(() =>
      result.current.mutateAsync([
        { id: hours.id, type: 'hours' },
        { id: vacation.id, type: 'vacation' },
        { id: done.id, type: 'hours' },
      ]),
    );
    const bodies = await Promise.all(
      sentTo(sent, 'invoices/approve', 'PATCH').map((request) => request.json()),
    );
    expect(bodies).toEqual([
      { ids: [hours.id, done.id], type: 'hours' },
      { ids: [vacation.id], type: 'vacation' },
    ]);
    expect(answer).toEqual({
      updated: [hours.id, vacation.id],
      skipped: [{ id: done.id, reason: 'already approved' }],
      failed: [],
    });
  });

  it('bulk reject sends the ids as ids[] parameters with { type, comment }', async () => {
    await signIn('admin@acme.test');
    const pending = (await rows()).filter((row) => row.type === 'hours' && row.approval_status === 'pending');
    const { wrapper } = queryWrapper();
    const { result } = renderHook(() => useRejectInvoices(), { wrapper });
    const ids = pending.slice(0, 2).map((row) => row.id);
    await act(() =>
      result.current.mutateAsync({ invoices: ids.map((id) => ({ id, type: 'hours' })), comment: 'No' }),
    );
    const request = lastSent(sent, 'invoices/reject', 'PATCH');
    expect(request.query.getAll('ids[]')).toEqual(ids.map(String));
    expect(await request.json()).toEqual({ type: 'hours', comment: 'No' });
  });

  it('delete sends DELETE invoices { ids } and asks the project figures afresh', async () => {
    await signIn('admin@acme.test');
    const rejected = (await rows()).find((row) => row.approval_status === 'rejected')!;
    const { wrapper, queryClient } = queryWrapper();
    const figures = projectFigureKeys.totals(rejected.internal_project_id);
    const list = projectKeys.lists();
    queryClient.setQueryData(figures, { cached: true });
    queryClient.setQueryData([...list, 'x'], { cached: true });
    const { result } = renderHook(() => useDeleteInvoices(), { wrapper });
    await act(() => result.current.mutateAsync([rejected.id]));
    expect(await lastSent(sent, 'invoices', 'DELETE').json()).toEqual({ ids: [rejected.id] });
    expect(queryClient.getQueryState(figures)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState([...list, 'x'])?.isInvalidated).toBe(true);
  });

  it('payment status shows at once, is put back on a refusal, and invalidates the project’s figures on success', async () => {
    await signIn('admin@acme.test');
    const all = await rows();
    const rejected = all.find((row) => row.approval_status === 'rejected')!;
    const open = all.find((row) => row.approval_status === 'approved' && row.payment_status === 'np')!;
    const { wrapper, queryClient } = queryWrapper();
    const { result } = renderHook(
      () => ({ invoice: useInvoice(rejected.id), pay: useChangePaymentStatus() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.invoice.isSuccess).toBe(true));
    // Every value the drawer's cache held, in order: the chip at once, then back after the refusal.
    const seen: (string | undefined)[] = [];
    const stop = queryClient.getQueryCache().subscribe(() => {
      const status = queryClient.getQueryData<{ payment_status: string }>(
        invoiceKeys.detail(rejected.id),
      )?.payment_status;
      if (seen.at(-1) !== status) seen.push(status);
    });
    await act(async () => {
      await expect(
        result.current.pay.mutateAsync({ id: rejected.id, change: { payment_status: 'p' } }),
      ).rejects.toMatchObject({ status: 422 });
    });
    stop();
    expect(seen).toEqual(['p', 'np']);
    expect(
      queryClient.getQueryData<{ payment_status: string }>(invoiceKeys.detail(rejected.id))?.payment_status,
    ).toBe('np');
    const figures = projectFigureKeys.project(open.internal_project_id);
    queryClient.setQueryData([...figures, 'totals'], { cached: true });
    const answer = await act(() =>
      result.current.pay.mutateAsync({ id: open.id, change: { payment_status: 'p' } }),
    );
    expect(answer.payment_status).toBe('p');
    expect(queryClient.getQueryState([...figures, 'totals'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(invoiceKeys.detail(open.id))).toEqual(answer);
  });
});
