import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  timeOffConfigFormSchema,
  toTimeOffConfig,
  toTimeOffConfigInput,
  type TimeOffConfig,
  type TimeOffConfigInput,
} from '@/api/time-off-configs/time-off-config.schemas';
import { useSaveTimeOffConfig } from '@/api/time-off-configs/time-off-config.mutations';
import { fieldsOf } from '@/api/common.schemas';
import { usePageFormSubmit } from '@/components/form/use-page-form-submit';
import { FormError } from '@/components/form/form-error';
import { NumericField } from '@/components/form/numeric-field';
import { useTabLeaveGuard } from '../use-tab-leave-guard';
import { DEFAULT_APPLICATION_CONFIG } from '@/lib/constants';
import { exampleStartDate } from '@/lib/time-off-rules';
import { FinalReviewerField, useReviewerOptions } from './final-reviewer-field';
import { NewHireExample } from './new-hire-example';

const FIELDS = fieldsOf(timeOffConfigFormSchema);
const DEFAULTS = DEFAULT_APPLICATION_CONFIG.time_off;
const SAVE_FAILED = 'The rules were not saved. What you typed is kept: try again.';

const isDefault = (config: TimeOffConfig) =>
  (Object.keys(DEFAULTS) as (keyof TimeOffConfig)[]).every((key) => config[key] === DEFAULTS[key]);

// The time-off rules, saved with POST time-off-configs. Outside a dialog, so leaving with unsaved
// changes asks first; a refusal keeps every value as typed, its messages at the fields.
export function TimeOffRulesForm({ config }: { config: TimeOffConfig }) {
  const save = useSaveTimeOffConfig();
  const form = useForm<TimeOffConfigInput>({
    resolver: zodResolver(timeOffConfigFormSchema),
    defaultValues: toTimeOffConfigInput(config),
  });
  const dirty = form.formState.isDirty;
  useTabLeaveGuard(dirty);
  const values = useWatch({ control: form.control });
  const reviewerId = values.final_reviewer ?? 0;
  const { options } = useReviewerOptions(reviewerId);
  const reviewer =
    reviewerId === 0 ? null : (options.find((option) => option.id === reviewerId)?.name ?? `#${reviewerId}`);
  const [start] = useState(() => exampleStartDate(new Date()));

  const submit = usePageFormSubmit(form, {
    save: (typed) => save.mutateAsync(toTimeOffConfig(typed)),
    fields: FIELDS,
    onSaved: (saved) => form.reset(toTimeOffConfigInput(saved)),
    savedMessage: 'Time-off rules saved',
    failedMessage: SAVE_FAILED,
  });

  return (
    <Box component="form" noValidate aria-label="Time-off rules" onSubmit={submit.onSubmit}>
      {isDefault(config) ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          These are the standard rules of the Georgian Labour Code: 24 working days a year after 11 months of
          work, 5 bonus days before then, and single-step approval. Change them to your company&apos;s.
        </Alert>
      ) : null}
      <FormError message={submit.error} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Stack spacing={2}>
          <NumericField
            control={form.control}
            name="yearly_vacation_days"
            label="Yearly vacation days"
            required
            maxDigits={3}
            helperText="Working days of paid vacation a year, 0–365."
          />
          <NumericField
            control={form.control}
            name="trial_period"
            label="Eligibility period (months)"
            required
            maxDigits={2}
            helperText="Months of work before the yearly days can be used, 0–24."
          />
          <NumericField
            control={form.control}
            name="trial_bonus_days"
            label="Bonus days before eligibility"
            required
            maxDigits={3}
            helperText="Days a new hire may take during the eligibility period, 0–365; unused ones lapse."
          />
          <FinalReviewerField control={form.control} />
        </Stack>
        <NewHireExample values={values} start={start} reviewer={reviewer} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          Save rules
        </Button>
        {dirty ? (
          <Button onClick={() => form.reset()} disabled={form.formState.isSubmitting}>
            Discard changes
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
