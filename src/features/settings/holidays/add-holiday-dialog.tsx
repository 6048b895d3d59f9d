import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { newHolidayFormSchema, type NewHolidayInput } from '@/api/public-holidays/new-holiday.schemas';
import { DateField } from '@/components/form/date-field';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { newHolidayProblem, type HolidayYear, type NewHoliday } from '@/lib/holiday-calendar';

const FIELDS = ['date', 'name'] as const;

// A day off of the company's own, added to the edits of the year (saved with the others).
export function AddHolidayDialog({
  year,
  calendar,
  onAdd,
  onClose,
}: {
  year: number;
  calendar: HolidayYear;
  onAdd: (day: NewHoliday) => void;
  onClose: () => void;
}) {
  const schema = useMemo(
    () => newHolidayFormSchema((date) => newHolidayProblem(year, calendar, date)),
    [year, calendar],
  );
  const form = useForm<NewHolidayInput>({
    resolver: zodResolver(schema),
    defaultValues: { date: '', name: '' },
  });
  const dialog = useFormDialogSubmit(form, {
    save: async (day) => onAdd(day),
    fields: FIELDS,
    onClose,
  });
  return (
    <FormDialog open title={`Add a holiday in ${year}`} submitLabel="Add" {...dialog}>
      <DateField control={form.control} name="date" label="Date" required helperText={`A day in ${year}`} />
      <FormTextField control={form.control} name="name" label="Name" required fullWidth />
    </FormDialog>
  );
}
