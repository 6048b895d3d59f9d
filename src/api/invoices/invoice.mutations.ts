import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { projectKeys } from '../internal-projects/internal-project.keys';
import { projectFigureKeys } from '../project-figures/project-figure.keys';
import type { BulkRun } from '@/lib/bulk-run';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';
import { invoiceKeys } from './invoice.keys';
import type { Invoice, InvoicePage } from './invoice.schemas';
import {
  approveSelection,
  changeApprovalStatus,
  changePaymentStatus,
  deleteSelection,
  rejectSelection,
  updateInvoice,
  type ApprovalStatusRequest,
  type InvoiceEditRequest,
  type InvoiceRef,
  type PaymentStatusRequest,
} from './invoices.api';

// Invoices feed their project's figures (invoiced, paid, outstanding, the revenue chart, the list's
// columns and counts): a change asks for them afresh as well as for the invoice lists.
function invalidateAfterChange(queryClient: QueryClient, projectId: number | null) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: invoiceKeys.all() }),
    queryClient.invalidateQueries({
      queryKey: projectId === null ? projectFigureKeys.all() : projectFigureKeys.project(projectId),
    }),
    // The project's detail, the list and its counts share the internal-projects root.
    queryClient.invalidateQueries({
      queryKey: projectId === null ? projectKeys.all() : projectKeys.detail(projectId),
    }),
    queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: projectKeys.infos() }),
  ]);
}

// The answer becomes the detail before everything else is asked afresh.
async function settleInvoice(queryClient: QueryClient, invoice: Invoice) {
  queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
  await invalidateAfterChange(queryClient, invoice.project.id);
}

type Snapshot = [QueryKey, unknown][];
export type InvoiceChipContext = { snapshot: Snapshot };

// A status chip changes at once, in the drawer and in every cached page that shows the invoice; a
// refusal puts each back as it was (the error policy says why in a toast).
async function showAtOnce(
  queryClient: QueryClient,
  id: number,
  change: Partial<Pick<Invoice, 'payment_status' | 'approval_status'>>,
): Promise<InvoiceChipContext> {
  await queryClient.cancelQueries({ queryKey: invoiceKeys.all() });
  const snapshot: Snapshot = [
    ...queryClient.getQueriesData({ queryKey: invoiceKeys.lists() }),
    [invoiceKeys.detail(id), queryClient.getQueryData(invoiceKeys.detail(id))],
  ];
  queryClient.setQueryData<Invoice>(invoiceKeys.detail(id), (old) => (old ? { ...old, ...change } : old));
  queryClient.setQueriesData<InvoicePage>({ queryKey: invoiceKeys.lists() }, (page) =>
    page ? { ...page, data: page.data.map((row) => (row.id === id ? { ...row, ...change } : row)) } : page,
  );
  return { snapshot };
}

const rollBack = (queryClient: QueryClient, context: InvoiceChipContext | undefined) =>
  context?.snapshot.forEach(([key, data]) => queryClient.setQueryData(key, data));

// 422 (paid_amount: "use Paid", a rejected invoice) reaches the caller's form or dialog as well.
export function useChangePaymentStatus(
  options?: MutationHookOptions<Invoice, PaymentStatusRequest, InvoiceChipContext>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions<Invoice, PaymentStatusRequest, InvoiceChipContext>(
    {
      mutationFn: changePaymentStatus,
      onMutate: ({ id, change }) => showAtOnce(queryClient, id, { payment_status: change.payment_status }),
      onError: (_error, _variables, context) => rollBack(queryClient, context),
      onSuccess: (invoice) => settleInvoice(queryClient, invoice),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

// Approve, reject (with the reason, required) or send back to pending.
export function useChangeApprovalStatus(
  options?: MutationHookOptions<Invoice, ApprovalStatusRequest, InvoiceChipContext>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions<Invoice, ApprovalStatusRequest, InvoiceChipContext>(
    {
      mutationFn: changeApprovalStatus,
      onMutate: ({ id, change }) => showAtOnce(queryClient, id, { approval_status: change.approval_status }),
      onError: (_error, _variables, context) => rollBack(queryClient, context),
      onSuccess: (invoice) => settleInvoice(queryClient, invoice),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

// The edit form: 422 at its fields (or at approval_status once the invoice is approved).
export function useUpdateInvoice(options?: MutationHookOptions<Invoice, InvoiceEditRequest>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: updateInvoice,
      onSuccess: (invoice: Invoice) => settleInvoice(queryClient, invoice),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

// Bulk calls touch invoices of any project: every project's figures are asked afresh. The result
// dialog shows what was skipped and why, and which requests failed (a failed part does not throw).
function useBulkInvoiceMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<BulkRun>,
  options?: MutationHookOptions<BulkRun, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn,
      onSuccess: () => invalidateAfterChange(queryClient, null),
      meta: { errorContext: 'mutation' },
    },
    options,
  );
}

// A mixed selection is sent as one PATCH invoices/approve per type, the answers merged.
export const useApproveInvoices = (options?: MutationHookOptions<BulkRun, readonly InvoiceRef[]>) =>
  useBulkInvoiceMutation(approveSelection, options);

export type InvoiceRejection = { invoices: readonly InvoiceRef[]; comment: string };

export const useRejectInvoices = (options?: MutationHookOptions<BulkRun, InvoiceRejection>) =>
  useBulkInvoiceMutation(rejectSelection, options);

export const useDeleteInvoices = (options?: MutationHookOptions<BulkRun, number[]>) =>
  useBulkInvoiceMutation(deleteSelection, options);
