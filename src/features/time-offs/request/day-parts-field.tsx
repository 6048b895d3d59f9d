import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { format, parseISO } from 'date-fns';
import { useId } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { TimeField } from '@/components/form/time-field';
import { DAY_CHOICES, DAY_CHOICE_LABELS } from '@/lib/time-off-labels';
import { MAX_LISTED_DAYS, type TimeOffForm } from '@/lib/time-off-form';

const dayName = (date: string) => format(parseISO(date), 'EEE d MMM');

// A row per working day of the range: taken whole, the morning, the afternoon, or some hours.
export function DayPartsField({ control, tooLong }: { control: Control<TimeOffForm>; tooLong: boolean }) {
  const headingId = useId();
  const days = useWatch({ control, name: 'days' });
  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" id={headingId} sx={{ mb: 1 }}>
        Each working day
      </Typography>
      {days.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {tooLong
            ? `Ranges over ${MAX_LISTED_DAYS} days are taken whole.`
            : 'Choose the first and last day; their working days are listed here.'}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1, maxHeight: 280, overflow: 'auto', pt: 1 }}>
          {days.map((row, index) => (
            <Box key={row.date} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Controller
                control={control}
                name={`days.${index}.choice`}
                render={({ field }) => (
                  <TextField
                    select
                    size="small"
                    label={dayName(row.date)}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    sx={{ width: 170 }}
                  >
                    {DAY_CHOICES.map((choice) => (
                      <MenuItem key={choice} value={choice}>
                        {DAY_CHOICE_LABELS[choice]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              {row.choice === 'hours' ? (
                <TimeField
                  control={control}
                  name={`days.${index}.hours`}
                  label={`Hours on ${dayName(row.date)}`}
                  size="small"
                  required
                  sx={{ width: 170 }}
                />
              ) : null}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
