import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { CompactSelect } from '@/components/form/compact-select';

// The year a finance screen shows: a "Year" select between previous and next year buttons.
export function YearStepper({
  year,
  options,
  onChange,
}: {
  year: number;
  // The years the select offers (the screen's own range).
  options: readonly number[];
  onChange: (year: number) => void;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <IconButton aria-label="Previous year" onClick={() => onChange(year - 1)}>
        <ChevronLeft />
      </IconButton>
      <CompactSelect
        label="Year"
        value={String(year)}
        onChange={(value) => onChange(Number(value))}
        options={options.map((option) => ({ value: String(option), label: String(option) }))}
      />
      <IconButton aria-label="Next year" onClick={() => onChange(year + 1)}>
        <ChevronRight />
      </IconButton>
    </Box>
  );
}
