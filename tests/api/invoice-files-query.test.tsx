// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { invoiceFileKeys } from '@/api/invoices/invoice-files.keys';
import { useInvoicePdf } from '@/api/invoices/invoice-files.queries';
import { useUpdateInvoice } from '@/api/invoices/invoice.mutations';
import { getTenantDb } from '@/mocks/db';
import { setupMockApi, signIn } from '../support/mock-api';
import { lastSent, recordEachCase, sentTo } from '../support/sent-requests';
import { queryWrapper } from './support/query-wrapper';

setupMockApi();
const sent = recordEachCase();

describe('useInvoicePdf', () => {
  it('asks GET invoices/generate-pdf for the one invoice in the language, keyed by invoice and language', async () => {
    await signIn('admin@acme.test');
    const { id } = (await getTenantDb('acme')).invoices.all()[0]!;
    const { wrapper, queryClient } = queryWrapper();
    const { result } = renderHook(() => useInvoicePdf(id, 'ka'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const request = lastSent(sent, 'invoices/generate-pdf', 'GET');
    expect(request.query.getAll('ids[]')).toEqual([String(id)]);
    expect(request.query.get('language')).toBe('ka');
    expect(new TextDecoder().decode(new Uint8Array(result.current.data!).slice(0, 5))).toBe('%PDF-');
    expect(queryClient.getQueryData(invoiceFileKeys.pdf(id, 'ka'))).toBe(result.current.data);
  });

  it('is drawn again after the invoice changes', async () => {
    await signIn('admin@acme.test');
    const pending = (await getTenantDb('acme')).invoices
      .all()
      .find((row) => row.approval_status === 'pending')!;
    const { wrapper } = queryWrapper();
    const { result } = renderHook(
      () => ({ pdf: useInvoicePdf(pending.id, 'en'), update: useUpdateInvoice() }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.pdf.isSuccess).toBe(true));
    expect(sentTo(sent, 'invoices/generate-pdf')).toHaveLength(1);
    await act(() => result.current.update.mutateAsync({ id: pending.id, edit: { notes: 'Net 30' } }));
    await waitFor(() => expect(sentTo(sent, 'invoices/generate-pdf')).toHaveLength(2));
  });
});
