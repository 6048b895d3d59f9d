import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import type { Vat } from '@/api/vats/vat.schemas';
import { DateRangeField } from '@/components/form/date-range-field';
import type { NewInvoiceForm } from '@/lib/new-invoice-form';
import { LanguageAndNotesFields } from '../language-and-notes-fields';

type Props = { control: Control<NewInvoiceForm>; vats: readonly Vat[]; termsDays: number };

// Step 3: VAT (the project's by default), issue and due dates (due = issue + payment terms), the PDF's
// language (en by default) and notes.
export function StepDetails({ control, vats, termsDays }: Props) {
  return (
    <>
      <Controller
        control={control}
        name="vat_id"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="VAT"
            name={field.name}
            inputRef={field.ref}
            value={field.value === null ? '' : String(field.value)}
            onChange={(event) =>
              field.onChange(event.target.value === '' ? null : Number(event.target.value))
            }
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            <MenuItem value="">No VAT</MenuItem>
            {vats.map((vat) => (
              <MenuItem key={vat.id} value={String(vat.id)}>
                {vat.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <DateRangeField
        control={control}
        startName="issue_date"
        endName="due_date"
        startLabel="Issue date"
        endLabel="Due date"
        endHelperText={`Payment terms: ${termsDays} days`}
        required
      />
      <LanguageAndNotesFields control={control} />
    </>
  );
}
