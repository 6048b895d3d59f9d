import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useSaveGoogleSettings } from '@/api/integrations/integration.mutations';
import { useGoogleSettings } from '@/api/integrations/integration.queries';
import {
  GOOGLE_SETTINGS_FIELDS,
  googleSettingsFormSchema,
  type GoogleSettings,
  type GoogleSettingsInput,
} from '@/api/integrations/integration.schemas';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { usePageFormSubmit } from '@/components/form/use-page-form-submit';
import { FormError } from '@/components/form/form-error';
import { FormTextField } from '@/components/form/form-text-field';
import { useTabLeaveGuard } from '../use-tab-leave-guard';

const inputOf = (settings: GoogleSettings): GoogleSettingsInput => ({
  sync_time_off: settings.sync_time_off,
  sync_public_holidays: settings.sync_public_holidays,
  calendar_id: settings.calendar_id ?? '',
});

function SyncSwitch({
  control,
  name,
  label,
}: {
  control: Control<GoogleSettingsInput>;
  name: 'sync_time_off' | 'sync_public_holidays';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              name={field.name}
              checked={field.value}
              slotProps={{ input: { ref: field.ref } }}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
          label={label}
        />
      )}
    />
  );
}

// The form, once the stored settings are known. A refused save keeps what was typed, the server's
// messages at the fields; leaving with unsaved changes asks first.
function GoogleSettingsFields({ settings }: { settings: GoogleSettings }) {
  const headingId = useId();
  const save = useSaveGoogleSettings();
  const form = useForm<GoogleSettingsInput>({
    resolver: zodResolver(googleSettingsFormSchema),
    defaultValues: inputOf(settings),
  });
  useTabLeaveGuard(form.formState.isDirty);

  const submit = usePageFormSubmit(form, {
    save: (values) => save.mutateAsync(values),
    fields: GOOGLE_SETTINGS_FIELDS,
    onSaved: (saved) => form.reset(inputOf(saved)),
    savedMessage: 'What Google syncs has been saved.',
  });

  return (
    <Box component="form" onSubmit={submit.onSubmit} noValidate aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography variant="h3" component="h3" id={headingId} sx={{ mb: 1 }}>
        What is synced
      </Typography>
      <FormError message={submit.error} />
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <SyncSwitch
          control={form.control}
          name="sync_time_off"
          label="Add approved time off to the calendar"
        />
        <SyncSwitch
          control={form.control}
          name="sync_public_holidays"
          label="Add public holidays to the calendar"
        />
        <FormTextField
          control={form.control}
          name="calendar_id"
          label="Calendar ID"
          fullWidth
          helperText="“primary” for the connected account’s own calendar, or a shared calendar’s ID (Google Calendar: the calendar’s settings, Integrate calendar)."
        />
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          Save
        </Button>
      </Stack>
    </Box>
  );
}

// What the Google integration syncs, loaded on its own so a failure here leaves the cards usable.
export function GoogleSettingsForm() {
  const settings = useGoogleSettings();
  if (settings.isPending) return <LoadingState label="Loading what Google syncs" rows={3} />;
  if (settings.isError) {
    return (
      <Box sx={{ mt: 2 }}>
        <ErrorState
          message="What Google syncs could not be loaded."
          onRetry={() => void settings.refetch()}
        />
      </Box>
    );
  }
  return <GoogleSettingsFields settings={settings.data} />;
}
