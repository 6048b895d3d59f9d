import {
  useForm,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldPathByValue,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { WithNewFiles } from '@/api/attached-items/attached-item.schemas';
import type { Media } from '@/api/media/media.schemas';
import { AttachmentsField } from '@/components/form/attachments-field';
import { DateField } from '@/components/form/date-field';
import { filesOnField } from '@/components/form/files-on-field';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { AttachmentList } from '@/components/media/attachment-list';
import { ATTACHMENT_MAX_FILES } from '@/lib/attachments';

// One field of an attached item's form (besides its files).
export type ItemFieldSpec = {
  name: string;
  label: string;
  kind: 'text' | 'multiline' | 'date';
  required?: boolean;
  // Shown as a counter under a multiline field.
  maxLength?: number;
  helperText?: string;
};

const FILES = 'files';

export type AttachedItemDialogProps<Values extends FieldValues & WithNewFiles> = {
  title: string;
  resolver: Resolver<Values>;
  defaultValues: Values;
  fields: readonly ItemFieldSpec[];
  // The files the item has (when editing): removed one by one, through DELETE media.
  attached: readonly Media[];
  // Names the attached files' list: "Cloud fundamentals".
  itemName: string;
  userId: number;
  onClose: () => void;
  // Resolves when saved; a failure is thrown back so the form shows it and keeps every value.
  onSave: (values: Values) => Promise<unknown>;
};

function Counter<Values extends FieldValues>({
  control,
  name,
  max,
}: {
  control: Control<Values>;
  name: Path<Values>;
  max: number;
}) {
  const value: unknown = useWatch({ control, name });
  return <>{`${typeof value === 'string' ? value.length : 0} / ${max}`}</>;
}

// Adds or edits a course or an achievement: its fields, the files it has, and new files (type and size
// checked before anything is sent). A failed save keeps the dialog open with every value; a 422 lands
// on its field.
export function AttachedItemDialog<Values extends FieldValues & WithNewFiles>({
  title,
  resolver,
  defaultValues,
  fields,
  attached,
  itemName,
  userId,
  onClose,
  onSave,
}: AttachedItemDialogProps<Values>) {
  // The item's values are complete; react-hook-form types them as possibly partial.
  const form = useForm<Values, unknown, Values>({
    resolver,
    defaultValues: defaultValues as DefaultValues<Values>,
  });
  const { control } = form;
  const dialog = useFormDialogSubmit(form, {
    save: onSave,
    fields: [...fields.map((field) => field.name), FILES],
    onClose,
    mapError: (error, values) => filesOnField(error, values.files, FILES),
  });

  return (
    <FormDialog open title={title} {...dialog}>
      {fields.map((field) => {
        const name = field.name as Path<Values>;
        if (field.kind === 'date') {
          return (
            <DateField
              key={field.name}
              control={control}
              name={name}
              label={field.label}
              required={field.required}
              helperText={field.helperText}
            />
          );
        }
        const multiline = field.kind === 'multiline';
        return (
          <FormTextField
            key={field.name}
            control={control}
            name={name}
            label={field.label}
            required={field.required}
            fullWidth
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            maxRows={multiline ? 12 : undefined}
            helperText={
              field.maxLength && multiline ? (
                <Counter control={control} name={name} max={field.maxLength} />
              ) : (
                field.helperText
              )
            }
          />
        );
      })}
      <AttachmentsField
        control={control}
        name={FILES as FieldPathByValue<Values, File[]>}
        attachedCount={attached.length}
        attachedHeading="Attached files"
        attachedList={
          <AttachmentList media={attached} userId={userId} editable label={`Attachments of ${itemName}`} />
        }
        label={attached.length > 0 ? 'New attachments' : 'Attachments'}
        maxFiles={ATTACHMENT_MAX_FILES}
        disabled={dialog.saving}
      />
    </FormDialog>
  );
}
