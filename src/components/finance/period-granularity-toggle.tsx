import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ReportView } from './financial-report-row';

// Months or quarters as a finance report's columns; one of the two is always chosen.
export function PeriodGranularityToggle({
  value,
  onChange,
}: {
  value: ReportView;
  onChange: (view: ReportView) => void;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label="Periods"
      onChange={(_event, next: ReportView | null) => {
        if (next) onChange(next);
      }}
    >
      <ToggleButton value="month">Months</ToggleButton>
      <ToggleButton value="quarter">Quarters</ToggleButton>
    </ToggleButtonGroup>
  );
}
