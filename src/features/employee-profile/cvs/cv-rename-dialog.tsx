import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { cvNameFormSchema, type Cv, type CvNameFormValues } from '@/api/cvs/cv.schemas';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';

const FIELDS = ['cv_name'] as const;

// PUT cv/name/{id}: a new name, unique among the person's CVs (a 422 shows at the field).
export function CvRenameDialog({
  cv,
  onClose,
  onSave,
}: {
  cv: Cv;
  onClose: () => void;
  onSave: (cvName: string) => Promise<unknown>;
}) {
  const form = useForm<CvNameFormValues>({
    resolver: zodResolver(cvNameFormSchema),
    defaultValues: { cv_name: cv.cv_name },
  });
  const dialog = useFormDialogSubmit(form, {
    save: ({ cv_name }) => onSave(cv_name),
    fields: FIELDS,
    onClose,
  });
  return (
    <FormDialog open title={`Rename ${cv.cv_name}`} {...dialog} submitLabel="Rename">
      <FormTextField control={form.control} name="cv_name" label="CV name" required fullWidth autoFocus />
    </FormDialog>
  );
}
