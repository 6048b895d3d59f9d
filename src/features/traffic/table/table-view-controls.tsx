import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { TrafficGranularity } from '@/lib/traffic-periods';
import { TABLE_SPANS, type TableSpan } from '../shared/traffic-params';

const SPAN_LABELS: Record<TableSpan, string> = { quarter: 'Quarter', half: 'Half year', year: 'Year' };
const GRANULARITY_LABELS: Record<TrafficGranularity, string> = { month: 'Months', week: 'Weeks' };

// The table's span (quarter, half year, year) and its columns (months or weeks).
export function TableViewControls({
  span,
  granularity,
  onChange,
}: {
  span: TableSpan;
  granularity: TrafficGranularity;
  onChange: (patch: { span?: TableSpan; granularity?: TrafficGranularity }) => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Span"
        value={span}
        onChange={(_, next: TableSpan | null) => next && onChange({ span: next })}
      >
        {TABLE_SPANS.map((value) => (
          <ToggleButton key={value} value={value}>
            {SPAN_LABELS[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Columns"
        value={granularity}
        onChange={(_, next: TrafficGranularity | null) => next && onChange({ granularity: next })}
      >
        {(['month', 'week'] as const).map((value) => (
          <ToggleButton key={value} value={value}>
            {GRANULARITY_LABELS[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
