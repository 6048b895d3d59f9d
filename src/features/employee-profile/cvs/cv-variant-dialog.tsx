import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { cvVariantFormSchema, type Cv, type CvVariantFormValues } from '@/api/cvs/cv.schemas';
import { FormDialog } from '@/components/form/form-dialog';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
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
  const dialog = useFormDialogSubmit(form, {
    save: ({ variant }) => onSave(variant),
    fields: FIELDS,
    onClose,
  });
  return (
    <FormDialog open title={`Change variant of ${cv.cv_name}`} {...dialog} submitLabel="Change variant">
      <VariantField control={form.control} name="variant" autoFocus />
    </FormDialog>
  );
}
