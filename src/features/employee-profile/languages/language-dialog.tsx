import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm, type Control } from 'react-hook-form';
import type { NamedItem } from '@/api/common.schemas';
import { useAddUserLanguage, useUpdateUserLanguage } from '@/api/languages/language.mutations';
import {
  userLanguageFormSchema,
  type UserLanguage,
  type UserLanguageFormInput,
  type UserLanguageInput,
} from '@/api/languages/language.schemas';
import { AttachmentsField } from '@/components/form/attachments-field';
import { filesOnField } from '@/components/form/files-on-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { AttachmentList } from '@/components/media/attachment-list';

const CERTIFICATES_FIELD = 'certificates';
const FIELDS = ['language_id', 'level', CERTIFICATES_FIELD] as const;

export type LanguageDialogProps = {
  userId: number;
  // The language being edited; absent when adding one.
  language?: UserLanguage;
  languages: readonly NamedItem[];
  levels: readonly NamedItem[];
  listsLoading: boolean;
  // Languages the person already speaks (not offered again).
  taken: ReadonlySet<number>;
  onClose: () => void;
};

// A required choice from a reference list, holding the id (null until chosen).
function ChoiceSelect({
  control,
  name,
  label,
  options,
  loading,
  disabled,
}: {
  control: Control<UserLanguageFormInput, unknown, UserLanguageInput>;
  name: 'language_id' | 'level';
  label: string;
  options: readonly NamedItem[];
  loading: boolean;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        // Until the list is there a stored id has nothing to show; MUI would warn about an unknown value.
        const known = field.value !== null && options.some((option) => option.id === field.value);
        return (
          <TextField
            select
            required
            label={label}
            name={field.name}
            inputRef={field.ref}
            value={known ? String(field.value) : ''}
            onChange={(event) =>
              field.onChange(event.target.value === '' ? null : Number(event.target.value))
            }
            onBlur={field.onBlur}
            disabled={disabled}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? (loading ? 'Loading…' : undefined)}
            fullWidth
          >
            {options.map((option) => (
              <MenuItem key={option.id} value={String(option.id)}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

// Adds a language (one the person does not speak yet) with its level and certificates, or changes the
// level and adds certificates. Files are checked for type and size before anything is sent; a failed
// save keeps the dialog open with every choice; a 422 shows at its field.
export function LanguageDialog({
  userId,
  language,
  languages,
  levels,
  listsLoading,
  taken,
  onClose,
}: LanguageDialogProps) {
  const editing = language !== undefined;
  const add = useAddUserLanguage(userId);
  const update = useUpdateUserLanguage(userId);
  const mutation = editing ? update : add;
  const form = useForm<UserLanguageFormInput, unknown, UserLanguageInput>({
    resolver: zodResolver(userLanguageFormSchema),
    defaultValues: {
      language_id: language?.language_id ?? null,
      level: language?.level ?? null,
      certificates: [],
    },
  });
  const nameOf = (id: number) => languages.find((option) => option.id === id)?.name ?? `Language #${id}`;
  const choices = languages.filter((option) => option.id === language?.language_id || !taken.has(option.id));
  const attached = language?.certificates ?? [];

  const dialog = useFormDialogSubmit(form, {
    save: (values) => mutation.mutateAsync(values),
    fields: FIELDS,
    savedMessage: (values) => `${nameOf(values.language_id)} ${editing ? 'updated' : 'added'}`,
    onClose,
    mapError: (error, values) => filesOnField(error, values.certificates, CERTIFICATES_FIELD),
  });

  return (
    <FormDialog open title={editing ? `Edit ${nameOf(language.language_id)}` : 'Add language'} {...dialog}>
      <ChoiceSelect
        control={form.control}
        name="language_id"
        label="Language"
        options={choices}
        loading={listsLoading}
        disabled={editing}
      />
      <ChoiceSelect
        control={form.control}
        name="level"
        label="Level"
        options={levels}
        loading={listsLoading}
      />
      <AttachmentsField
        control={form.control}
        name="certificates"
        attachedCount={attached.length}
        attachedHeading="Certificates"
        attachedList={
          <AttachmentList
            media={attached}
            userId={userId}
            editable
            label={`Certificates of ${nameOf(language?.language_id ?? 0)}`}
          />
        }
        label={attached.length > 0 ? 'New certificates' : 'Certificates'}
        buttonLabel="Add certificates"
        disabled={mutation.isPending}
      />
    </FormDialog>
  );
}
