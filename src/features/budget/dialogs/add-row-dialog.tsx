import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { newBudgetRowFormSchema, type NewBudgetRowForm } from '@/api/budget/budget.schemas';
import { CurrencySelect } from '@/components/form/currency-select';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';

// An overhead category (rent, travel…) of the version, its months at 0 until typed or spread.
export function AddRowDialog({
  currency,
  onSave,
  onClose,
}: {
  currency: string;
  onSave: (values: NewBudgetRowForm) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useForm<NewBudgetRowForm>({
    resolver: zodResolver(newBudgetRowFormSchema),
    defaultValues: { title: '', currency },
  });
  const dialog = useFormDialogSubmit(form, {
    save: onSave,
    fields: ['title', 'currency'],
    savedMessage: (values) => `${values.title} added to the costs.`,
    onClose,
  });
  return (
    <FormDialog open title="Add an overhead row" submitLabel="Add" {...dialog}>
      <FormTextField control={form.control} name="title" label="Title" required />
      <CurrencySelect control={form.control} name="currency" label="Currency" />
    </FormDialog>
  );
}
