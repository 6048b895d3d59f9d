import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, type Control } from 'react-hook-form';
import { DateRangeField } from '@/components/form/date-range-field';
import type { NewInvoiceForm } from '@/lib/new-invoice-form';
import { DuplicateWarning } from './duplicate-warning';
import { ProjectPicker } from './project-picker';

type Props = {
  control: Control<NewInvoiceForm>;
  current: { id: number; title: string; client: string | null } | null;
  existing: readonly { id: number; number: string }[];
  covers: string;
};

// Step 1: which project, which month (last month by default) and from what: its hours or its vacation.
export function StepProject({ control, current, existing, covers }: Props) {
  return (
    <>
      <ProjectPicker control={control} current={current} />
      <DateRangeField
        control={control}
        startName="period_from"
        endName="period_to"
        startLabel="Service period from"
        endLabel="Service period to"
        required
      />
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="new-invoice-type">Invoice from</FormLabel>
            <RadioGroup
              row
              aria-labelledby="new-invoice-type"
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              <FormControlLabel value="hours" control={<Radio />} label="Hours" />
              <FormControlLabel value="vacation" control={<Radio />} label="Vacation" />
            </RadioGroup>
          </FormControl>
        )}
      />
      <DuplicateWarning control={control} existing={existing} covers={covers} />
    </>
  );
}
