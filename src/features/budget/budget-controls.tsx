import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { BudgetVersion } from '@/api/budget/budget.schemas';
import { PeriodGranularityToggle } from '@/components/finance/period-granularity-toggle';
import type { BudgetView } from '@/lib/budget-rows';

const versionLabel = (version: BudgetVersion) =>
  `${version.name} (${version.status === 'locked' ? 'locked' : 'draft'})`;

// Year, version, months or quarters, and the currency shown: all in the address.
export function BudgetControls({
  year,
  years,
  versions,
  versionId,
  view,
  currency,
  currencies,
  onChange,
}: {
  year: number;
  years: readonly number[];
  versions: readonly BudgetVersion[];
  versionId: number | null;
  view: BudgetView;
  currency: string | null;
  currencies: readonly string[];
  onChange: (patch: {
    year?: number;
    version?: number | null;
    view?: BudgetView;
    cur?: string | null;
  }) => void;
}) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Year"
        value={String(year)}
        onChange={(event) => onChange({ year: Number(event.target.value), version: null })}
        sx={{ minWidth: 110 }}
      >
        {years.map((option) => (
          <MenuItem key={option} value={String(option)}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      {versions.length > 0 ? (
        <TextField
          select
          size="small"
          label="Version"
          value={versionId === null ? '' : String(versionId)}
          onChange={(event) => onChange({ version: Number(event.target.value) })}
          sx={{ minWidth: 180 }}
        >
          {versions.map((version) => (
            <MenuItem key={version.id} value={String(version.id)}>
              {versionLabel(version)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <PeriodGranularityToggle value={view} onChange={(next) => onChange({ view: next })} />
      <TextField
        select
        size="small"
        label="Currency"
        value={currency ?? ''}
        onChange={(event) => onChange({ cur: event.target.value === '' ? null : event.target.value })}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">Each in its own</MenuItem>
        {currencies.map((code) => (
          <MenuItem key={code} value={code}>
            {code}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
