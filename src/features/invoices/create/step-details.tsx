import type { Control } from 'react-hook-form';
import { DateRangeField } from '@/components/form/date-range-field';
import { ReferenceSelect, type ReferenceList } from '@/components/form/reference-select';
import type { NewInvoiceForm } from '@/lib/new-invoice-form';
import { LanguageAndNotesFields } from '../language-and-notes-fields';

type Props = { control: Control<NewInvoiceForm>; vats: ReferenceList; termsDays: number };

// Step 3: VAT (the project's by default), issue and due dates (due = issue + payment terms), the PDF's
// language (en by default) and notes.
export function StepDetails({ control, vats, termsDays }: Props) {
  return (
    <>
      <ReferenceSelect control={control} name="vat_id" label="VAT" list={vats} />
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
