import { act, renderHook, waitFor } from '@testing-library/react';
import { useCreateInvoice } from '@/api/invoices/invoice-create.mutations';
import { invoiceCreateKeys } from '@/api/invoices/invoice-create.keys';
import {
  useInvoiceCalculation,
  type InvoiceCalculationVariables,
} from '@/api/invoices/invoice-create.queries';
import { projectKeys } from '@/api/internal-projects/internal-project.keys';
import { projectFigureKeys } from '@/api/project-figures/project-figure.keys';
import { getTenantDb } from '@/mocks/db';
import { setupMockApi, signIn } from '../support/mock-api';
import { lastSent, recordEachCase, sentTo } from '../support/sent-requests';
import { queryWrapper } from './support/query-wrapper';

setupMockApi();
const sent = recordEachCase();

const MARCH = { from: '2025-03-01', to: '2025-03-31' };

describe('useInvoiceCalculation', () => {
  it('POSTs the period to the hours or vacation call of the project, keyed by project, type and period', async () => {
    await signIn('sale@acme.test');
    const { wrapper, queryClient } = queryWrapper();
    const { result, rerender } = renderHook(
      (variables: InvoiceCalculationVariables) => useInvoiceCalculation(variables),
      {
        wrapper,
        initialProps: { projectId: 1, type: 'hours', period: MARCH },
      },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(await lastSent(sent, 'invoice-calculations/1', 'POST').json()).toEqual(MARCH);
    expect(queryClient.getQueryData(invoiceCreateKeys.calculation(1, 'hours', MARCH))).toBe(
      result.current.data,
    );
    rerender({ projectId: 1, type: 'vacation', period: { ...MARCH, user_ids: [3] } });
    await waitFor(() => expect(sentTo(sent, 'invoice-vacation-calculations/1')).toHaveLength(1));
    expect(await lastSent(sent, 'invoice-vacation-calculations/1').json()).toEqual({
      ...MARCH,
      user_ids: [3],
    });
  });

  it('asks nothing until a project and a whole, ordered period are chosen', async () => {
    await signIn('sale@acme.test');
    const { wrapper } = queryWrapper();
    const { result } = renderHook(
      () => [
        useInvoiceCalculation({ projectId: 0, type: 'hours', period: MARCH }),
        useInvoiceCalculation({
          projectId: 1,
          type: 'hours',
          period: { from: '2025-03-31', to: '2025-03-01' },
        }),
        useInvoiceCalculation({ projectId: 1, type: 'hours', period: { from: '2025-03', to: '2025-03-31' } }),
      ],
      { wrapper },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.map((query) => query.fetchStatus)).toEqual(['idle', 'idle', 'idle']);
    expect(sentTo(sent, 'invoice-calculations/1')).toHaveLength(0);
  });
});

describe('useCreateInvoice', () => {
  it('POSTs invoices-create and refreshes the invoice keys and the project’s figures, detail and lists', async () => {
    await signIn('admin@acme.test');
    const db = await getTenantDb('acme');
    const term = db.terms.all().find((row) => row.internal_project_id === 1)!;
    const { wrapper, queryClient } = queryWrapper();
    const watched = [
      invoiceCreateKeys.calculation(1, 'hours', MARCH),
      projectFigureKeys.dashboard(1),
      projectKeys.detail(1),
      projectKeys.list({} as never),
      projectKeys.info({} as never),
    ];
    for (const key of watched) queryClient.setQueryData(key, { stale: false });
    const { result } = renderHook(() => useCreateInvoice(), { wrapper });
    const input = {
      project_id: 1,
      type: 'vacation',
      period_from: '2025-02-01',
      period_to: '2025-02-28',
      issue_date: '2025-03-01',
      due_date: '2025-03-31',
      vat_id: 2,
      language: 'en',
      lines: [
        {
          user_id: term.user_id,
          term_id: term.id,
          description: 'Vacation',
          days: 2,
          hours: '16:00',
          rate: 45,
        },
      ],
      notes: null,
    };
    const invoice = await act(() => result.current.mutateAsync(input));
    expect(await lastSent(sent, 'invoices-create', 'POST').json()).toEqual(input);
    expect(invoice).toMatchObject({ approval_status: 'pending', payment_status: 'np', total: 720 });
    for (const key of watched) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
