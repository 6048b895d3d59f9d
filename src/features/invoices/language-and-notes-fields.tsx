import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field';
import { OptionSelect } from '@/components/form/option-select';
import { INVOICE_LANGUAGE_OPTIONS } from './invoice-language-options';

type InvoiceTextForm = FieldValues & { language: string; notes: string };

// An invoice's PDF language and its notes, as the create wizard and the edit dialog ask for them.
export function LanguageAndNotesFields<T extends InvoiceTextForm>({ control }: { control: Control<T> }) {
  return (
    <>
      <OptionSelect
        control={control}
        name={'language' as Path<T>}
        label="Language"
        options={INVOICE_LANGUAGE_OPTIONS}
      />
      <FormTextField control={control} name={'notes' as Path<T>} label="Notes" multiline minRows={2} />
    </>
  );
}
