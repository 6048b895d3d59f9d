import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { BudgetSeedSource } from '@/api/budget/budget.schemas';
import { EmptyState } from '@/components/feedback/empty-state';
import { FormError } from '@/components/form/form-error';
import { filterSignedPercent } from '@/lib/percent-input';

const UPLIFT = /^-?\d{1,4}(?:\.\d{0,2})?$/;
// −100…1000: four whole digits at most (SPEC §5's length limit for this field).
const UPLIFT_MAX_WHOLE_DIGITS = 4;

// A year with no budget: start it from the forecast, from last year's budget plus a percentage, or empty.
export function CreateBudget({
  year,
  canManage,
  creating,
  error,
  onCreate,
}: {
  year: number;
  canManage: boolean;
  creating: boolean;
  error: string | null;
  onCreate: (source: BudgetSeedSource, upliftPct: number) => void;
}) {
  const [uplift, setUplift] = useState('0');
  const upliftValid = UPLIFT.test(uplift) && Number(uplift) >= -100 && Number(uplift) <= 1000;
  return (
    <EmptyState
      title={`No budget for ${year} yet`}
      description={
        canManage
          ? `Create ${year} budget: from forecast · from ${year - 1} plus a percentage · empty.`
          : 'Someone who may edit the budget can create it.'
      }
      action={
        canManage ? (
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <FormError message={error ?? undefined} />
            <Button variant="contained" disabled={creating} onClick={() => onCreate('forecast', 0)}>
              Create {year} budget from the forecast
            </Button>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                size="small"
                label="Uplift"
                value={uplift}
                // SPEC §5: a minus first, digits and one dot with two decimals; the rest is dropped as typed.
                onChange={(event) =>
                  setUplift(filterSignedPercent(event.target.value, UPLIFT_MAX_WHOLE_DIGITS))
                }
                error={!upliftValid}
                helperText={upliftValid ? ' ' : 'A percentage from −100 to 1000.'}
                slotProps={{
                  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                  htmlInput: { inputMode: 'decimal' },
                }}
                sx={{ width: 140 }}
              />
              <Button
                variant="outlined"
                disabled={creating || !upliftValid}
                onClick={() => onCreate('last_year', Number(uplift))}
              >
                From {year - 1} plus {uplift || 0} %
              </Button>
            </Stack>
            <Button disabled={creating} onClick={() => onCreate('empty', 0)}>
              Create an empty {year} budget
            </Button>
          </Stack>
        ) : undefined
      }
    />
  );
}
