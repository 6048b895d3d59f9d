import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { fillRight } from '@/lib/budget-edits';
import type { CellPlace } from '../grid/budget-grid-context';
import type { BudgetScreen } from '../use-budget-screen';

// A draft's buttons: Undo, Fill right from the chosen month, Spread, Add an overhead row, Revise.
export function BudgetActionsBar({ screen, active }: { screen: BudgetScreen; active: CellPlace | null }) {
  const { edits, editableRows, view, setDialog } = screen;
  const activeRow = active ? editableRows.find((row) => row.id === active.rowId) : undefined;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
      <Button onClick={() => void edits.undo()} disabled={!edits.canUndo} aria-keyshortcuts="Control+Z">
        Undo
      </Button>
      <Button
        disabled={!active || !activeRow || view !== 'month' || active.month >= 12}
        onClick={() => {
          if (activeRow && active) void edits.apply(fillRight(activeRow, active.month));
        }}
      >
        Fill right
      </Button>
      <Button disabled={editableRows.length === 0} onClick={() => setDialog('spread')}>
        Spread a yearly amount
      </Button>
      <Button onClick={() => setDialog('add-row')}>Add an overhead row</Button>
      <Button onClick={() => setDialog('revise')}>Revise</Button>
    </Stack>
  );
}
