import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  Controller,
  useForm,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { WithNewFiles } from '@/api/attached-items/attached-item.schemas';
import type { Media } from '@/api/media/media.schemas';
import { filesOnField } from '@/components/form/files-on-field';
import { DateField } from '@/components/form/date-field';
import { FilesField } from '@/components/form/files-field';
import { FormTextField } from '@/components/form/form-text-field';
import { AttachmentList } from '@/components/media/attachment-list';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_TYPE_DESCRIPTION,
  ATTACHMENT_TYPES,
} from '@/lib/attachments';
import { EntryDialog } from './entry-dialog';
import { useEntrySubmit } from './use-entry-submit';

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
  const dialog = useEntrySubmit(form, {
    save: onSave,
    fields: [...fields.map((field) => field.name), FILES],
    onClose,
    mapError: (error, values) => filesOnField(error, values.files, FILES),
  });

  return (
    <EntryDialog open title={title} {...dialog}>
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
      {attached.length > 0 ? (
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Attached files
          </Typography>
          <AttachmentList media={attached} userId={userId} editable label={`Attachments of ${itemName}`} />
        </Box>
      ) : null}
      <Controller
        control={control}
        name={FILES as Path<Values>}
        render={({ field, fieldState }) => (
          <FilesField
            label={attached.length > 0 ? 'New attachments' : 'Attachments'}
            accept={ATTACHMENT_TYPES}
            typeDescription={ATTACHMENT_TYPE_DESCRIPTION}
            maxBytes={ATTACHMENT_MAX_BYTES}
            maxFiles={ATTACHMENT_MAX_FILES}
            value={field.value as File[]}
            onChange={field.onChange}
            error={fieldState.error?.message}
            disabled={dialog.saving}
          />
        )}
      />
    </EntryDialog>
  );
}
