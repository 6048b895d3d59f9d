import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { INVOICE_LANGUAGES } from '@/api/invoices/invoice.schemas';
import { invoiceLanguageLabel } from '@/api/internal-projects/project-detail.schemas';

type InvoiceTextForm = FieldValues & { language: string; notes: string };

// An invoice's PDF language and its notes, as the create wizard and the edit dialog ask for them.
export function LanguageAndNotesFields<T extends InvoiceTextForm>({ control }: { control: Control<T> }) {
  return (
    <>
      <Controller
        control={control}
        name={'language' as FieldPath<T>}
        render={({ field }) => (
          <TextField
            select
            label="Language"
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {INVOICE_LANGUAGES.map((code) => (
              <MenuItem key={code} value={code}>
                {invoiceLanguageLabel(code)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name={'notes' as FieldPath<T>}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Notes"
            multiline
            minRows={2}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
