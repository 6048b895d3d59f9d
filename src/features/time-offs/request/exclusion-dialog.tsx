import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { TimeOff, TimeOffExclusionChange } from '@/api/time-offs/time-off.schemas';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { filterDecimalPlaces } from '@/lib/input-filters';
import { daysText } from '@/lib/time-off-balance-text';
import { EXCLUSIONS, EXCLUSION_LABELS } from '@/lib/time-off-labels';
import { exclusionChangeOf, exclusionFormSchema, type ExclusionForm } from '@/lib/time-off-form';

// Half days: one decimal; a request is never near 1000 working days.
const filterExcludedDays = (value: string) => filterDecimalPlaces(value, 1, 3);

export type ExclusionDialogProps = {
  request: TimeOff;
  onSave: (change: TimeOffExclusionChange) => Promise<unknown>;
  onClose: () => void;
};

// How the absence is billed (SPEC §4): its days left out of invoices and forecasts, billed as
// worked, or some of them left out.
export function ExclusionDialog({ request, onSave, onClose }: ExclusionDialogProps) {
  const form = useForm<ExclusionForm>({
    resolver: zodResolver(exclusionFormSchema(request.working_days)),
    defaultValues: {
      exclusion: request.exclusion,
      excluded_days: request.exclusion === 'partially' ? String(request.excluded_days) : '',
    },
  });
  const dialog = useFormDialogSubmit(form, {
    save: (values) => onSave(exclusionChangeOf(values, request.working_days)),
    fields: ['exclusion', 'excluded_days'],
    savedMessage: (values) => `Exclusion set: ${EXCLUSION_LABELS[values.exclusion]}`,
    onClose,
  });
  const partially = useWatch({ control: form.control, name: 'exclusion' }) === 'partially';
  return (
    <FormDialog open title={`Exclusion of ${request.user.name}’s time off`} {...dialog}>
      <Controller
        control={form.control}
        name="exclusion"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="exclusion-label">Billing ({daysText(request.working_days)} of work)</FormLabel>
            <RadioGroup {...field} aria-labelledby="exclusion-label">
              {EXCLUSIONS.map((code) => (
                <FormControlLabel
                  key={code}
                  value={code}
                  control={<Radio />}
                  label={EXCLUSION_LABELS[code]}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      {partially ? (
        <FormTextField
          control={form.control}
          name="excluded_days"
          label="Days excluded"
          required
          // SPEC §5: digits and one dot, as it is typed; half days need one decimal at most.
          filter={filterExcludedDays}
          helperText="In half days, e.g. 2.5."
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      ) : null}
    </FormDialog>
  );
}
