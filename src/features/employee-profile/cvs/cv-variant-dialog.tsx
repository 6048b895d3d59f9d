import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { cvVariantFormSchema, type Cv, type CvVariantFormValues } from '@/api/cvs/cv.schemas';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { EntryDialog } from '../components/entry-dialog';
import { VariantField } from './variant-field';

const FIELDS = ['variant'] as const;

// PUT cv/variant/{id}: one of the usual variants, or any other text.
export function CvVariantDialog({
  cv,
  onClose,
  onSave,
}: {
  cv: Cv;
  onClose: () => void;
  onSave: (variant: string) => Promise<unknown>;
}) {
  const form = useForm<CvVariantFormValues>({
    resolver: zodResolver(cvVariantFormSchema),
    defaultValues: { variant: cv.variant },
  });
  const submit = form.handleSubmit(async ({ variant }) => {
    try {
      await onSave(variant);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
      return;
    }
    onClose();
  });
  return (
    <EntryDialog
      open
      title={`Change variant of ${cv.cv_name}`}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      saving={form.formState.isSubmitting}
      error={form.formState.errors.root?.server?.message}
      submitLabel="Change variant"
    >
      <VariantField control={form.control} name="variant" autoFocus />
    </EntryDialog>
  );
}
