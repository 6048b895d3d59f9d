import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useDepartments } from '@/api/departments/departments.reference';
import { CompactSelect } from '@/components/form/compact-select';
import { FilterBar } from '@/components/list/filter-bar';
import {
  CALENDAR_ZOOM_LABELS,
  CALENDAR_ZOOMS,
  COVERAGE_LIMITS,
  periodTitle,
  type CalendarZoom,
  type CoverageLimit,
} from './calendar-params';

const LIMIT_LABELS: Record<CoverageLimit, string> = {
  off: 'No warning',
  '10': 'Over 10 % absent',
  '20': 'Over 20 % absent',
  '30': 'Over 30 % absent',
  '50': 'Over 50 % absent',
};

type Props = {
  zoom: CalendarZoom;
  from: string;
  department: number | null;
  search: string;
  rejected: boolean;
  limit: CoverageLimit;
  activeFilterCount: number;
  onSearch: (text: string) => void;
  onDepartment: (department: number | null) => void;
  onRejected: (shown: boolean) => void;
  onLimit: (limit: CoverageLimit) => void;
  onClear: () => void;
  onZoom: (zoom: CalendarZoom) => void;
  onStep: (step: number) => void;
  onToday: () => void;
};

// Who is shown (search, department, rejected requests too), which period at which zoom, and when the
// coverage row warns.
export function CalendarToolbar({
  zoom,
  from,
  department,
  search,
  rejected,
  limit,
  activeFilterCount,
  onSearch,
  onDepartment,
  onRejected,
  onLimit,
  onClear,
  onZoom,
  onStep,
  onToday,
}: Props) {
  const departments = useDepartments();
  const unit = CALENDAR_ZOOM_LABELS[zoom].toLowerCase();
  return (
    <>
      <FilterBar
        label="Filter the calendar"
        search={{ value: search, onChange: onSearch, placeholder: 'Name' }}
        activeCount={activeFilterCount}
        onClear={onClear}
      >
        <CompactSelect
          label="Department"
          value={department === null ? '' : String(department)}
          onChange={(id) => onDepartment(id ? Number(id) : null)}
          options={(departments.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
          emptyLabel="All departments"
          emptyShown
        />
        <FormControlLabel
          control={<Checkbox checked={rejected} onChange={(event) => onRejected(event.target.checked)} />}
          label="Show rejected"
        />
      </FilterBar>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <IconButton aria-label={`Previous ${unit}`} onClick={() => onStep(-1)}>
          <ChevronLeft />
        </IconButton>
        <Typography variant="h3" component="h2" sx={{ minWidth: 140, textAlign: 'center' }}>
          {periodTitle(zoom, from)}
        </Typography>
        <IconButton aria-label={`Next ${unit}`} onClick={() => onStep(1)}>
          <ChevronRight />
        </IconButton>
        <Button variant="outlined" size="small" onClick={onToday}>
          Today
        </Button>
        <CompactSelect
          label="Coverage warning"
          value={limit}
          onChange={(value) => onLimit(value as CoverageLimit)}
          options={COVERAGE_LIMITS.map((value) => ({ value, label: LIMIT_LABELS[value] }))}
          sx={{ ml: 'auto' }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Zoom"
          value={zoom}
          onChange={(_, next: CalendarZoom | null) => {
            if (next) onZoom(next);
          }}
        >
          {CALENDAR_ZOOMS.map((value) => (
            <ToggleButton key={value} value={value}>
              {CALENDAR_ZOOM_LABELS[value]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
    </>
  );
}
