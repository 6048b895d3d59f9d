import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useDepartments } from '@/api/departments/departments.reference';
import { FilterBar } from '@/components/list/filter-bar';
import { CALENDAR_ZOOM_LABELS, CALENDAR_ZOOMS, periodTitle, type CalendarZoom } from './calendar-params';

type Props = {
  zoom: CalendarZoom;
  from: string;
  department: number | null;
  search: string;
  activeFilterCount: number;
  onSearch: (text: string) => void;
  onDepartment: (department: number | null) => void;
  onClear: () => void;
  onZoom: (zoom: CalendarZoom) => void;
  onStep: (step: number) => void;
  onToday: () => void;
};

// Who is shown (search, department) and which period at which zoom.
export function CalendarToolbar({
  zoom,
  from,
  department,
  search,
  activeFilterCount,
  onSearch,
  onDepartment,
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
        <TextField
          select
          size="small"
          label="Department"
          value={department === null ? '' : String(department)}
          onChange={(event) => onDepartment(event.target.value ? Number(event.target.value) : null)}
          sx={{ width: 220 }}
        >
          <MenuItem value="">All departments</MenuItem>
          {(departments.data ?? []).map((item) => (
            <MenuItem key={item.id} value={String(item.id)}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
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
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Zoom"
          value={zoom}
          onChange={(_, next: CalendarZoom | null) => {
            if (next) onZoom(next);
          }}
          sx={{ ml: 'auto' }}
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
