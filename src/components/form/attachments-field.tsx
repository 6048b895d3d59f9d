import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_TYPE_DESCRIPTION,
  ATTACHMENT_TYPES,
} from '@/lib/attachments';
import { FileField } from './file-field';

// Out: the values the form's resolver hands to its submit, where they differ from what the fields hold.
export type AttachmentsFieldProps<T extends FieldValues, Out = T> = {
  control: Control<T, unknown, Out>;
  // The form's list of new files.
  name: FieldPathByValue<T, File[]>;
  // How many files the item has already, and the list that shows them (the caller's, which knows how
  // to download and remove them); shown under its heading when there are any.
  attachedCount: number;
  attachedHeading: string;
  attachedList: ReactNode;
  // Names the new files' input: "Attachments", "New certificates".
  label: string;
  buttonLabel?: string;
  // How many new files may be chosen; by default as many as the item has room for.
  maxFiles?: number;
  disabled?: boolean;
};

// The files an item has and a field to add more (each checked for type and size before anything is
// sent), in a form dialog: a course's, a project's, a language's certificates.
export function AttachmentsField<T extends FieldValues, Out = T>({
  control,
  name,
  attachedCount,
  attachedHeading,
  attachedList,
  label,
  buttonLabel,
  maxFiles,
  disabled,
}: AttachmentsFieldProps<T, Out>) {
  return (
    <>
      {attachedCount > 0 ? (
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            {attachedHeading}
          </Typography>
          {attachedList}
        </Box>
      ) : null}
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <FileField
            multiple
            label={label}
            buttonLabel={buttonLabel}
            accept={ATTACHMENT_TYPES}
            typeDescription={ATTACHMENT_TYPE_DESCRIPTION}
            maxBytes={ATTACHMENT_MAX_BYTES}
            maxFiles={maxFiles ?? Math.max(0, ATTACHMENT_MAX_FILES - attachedCount)}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            disabled={disabled}
          />
        )}
      />
    </>
  );
}
