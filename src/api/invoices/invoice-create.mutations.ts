import { useQueryClient } from '@tanstack/react-query';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';
import { projectKeys } from '../internal-projects/internal-project.keys';
import { projectFigureKeys } from '../project-figures/project-figure.keys';
import { createInvoice } from './invoice-create.api';
import { invoiceCreateKeys } from './invoice-create.keys';
import type { Invoice, NewInvoice } from './invoice.schemas';

// A new invoice changes every invoice list, total and preview, and the project's figures (actuals,
// uninvoiced months) and its row in the projects list. 422 goes to the dialog's fields.
export function useCreateInvoice(options?: MutationHookOptions<Invoice, NewInvoice>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: createInvoice,
      onSuccess: (invoice: Invoice) =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: invoiceCreateKeys.all() }),
          queryClient.invalidateQueries({ queryKey: projectFigureKeys.project(invoice.project.id) }),
          queryClient.invalidateQueries({ queryKey: projectKeys.detail(invoice.project.id) }),
          queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: projectKeys.infos() }),
        ]),
      meta: { errorContext: 'form' },
    },
    options,
  );
}
