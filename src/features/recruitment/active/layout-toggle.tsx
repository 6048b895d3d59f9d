import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { RecruitmentLayout } from '@/features/recruitment/active/active-candidate-url';

// Table (dense, the default) or a board by stage; the choice is in the address (?layout=board).
export function LayoutToggle({
  layout,
  onChange,
}: {
  layout: RecruitmentLayout;
  onChange: (layout: RecruitmentLayout) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={layout}
      aria-label="Layout"
      onChange={(_, next: RecruitmentLayout | null) => {
        if (next) onChange(next);
      }}
    >
      <ToggleButton value="table" sx={{ gap: 0.5 }}>
        <TableRowsIcon fontSize="small" aria-hidden />
        Table
      </ToggleButton>
      <ToggleButton value="board" sx={{ gap: 0.5 }}>
        <ViewKanbanIcon fontSize="small" aria-hidden />
        Board
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
