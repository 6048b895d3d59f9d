import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Invoice } from '@/api/invoices/invoice.schemas';
import { useUpdateInvoice } from '@/api/invoices/invoice.mutations';
import { useVats } from '@/api/vats/vats.reference';
import { DateField } from '@/components/form/date-field';
import { FormDialog } from '@/components/form/form-dialog';
import { ReferenceSelect } from '@/components/form/reference-select';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { invoiceEditFormSchema, type InvoiceEditForm } from '@/lib/invoice-forms';
import { LanguageAndNotesFields } from '../language-and-notes-fields';

export type EditInvoiceDialogProps = { invoice: Invoice; onClose: () => void };

const FIELDS = ['issue_date', 'due_date', 'vat_id', 'language', 'notes'] as const;

// Dates, VAT, language and notes, while the invoice is not approved (the server refuses after).
export function EditInvoiceDialog({ invoice, onClose }: EditInvoiceDialogProps) {
  const update = useUpdateInvoice();
  const vats = useVats();
  const form = useForm<InvoiceEditForm>({
    resolver: zodResolver(invoiceEditFormSchema),
    defaultValues: {
      issue_date: invoice.issue_date,
      due_date: invoice.due_date,
      vat_id: invoice.vat?.id ?? null,
      language: invoice.language === 'ka' ? 'ka' : 'en',
      notes: invoice.notes ?? '',
    },
  });
  const dialog = useFormDialogSubmit(form, {
    save: (values) =>
      update.mutateAsync({ id: invoice.id, edit: { ...values, notes: values.notes.trim() || null } }),
    fields: FIELDS,
    savedMessage: () => `${invoice.number} saved`,
    onClose,
  });
  return (
    <FormDialog open title={`Edit ${invoice.number}`} {...dialog}>
      <DateField control={form.control} name="issue_date" label="Issue date" />
      <DateField control={form.control} name="due_date" label="Due date" />
      <ReferenceSelect control={form.control} name="vat_id" label="VAT" list={vats} />
      <LanguageAndNotesFields control={form.control} />
    </FormDialog>
  );
}
