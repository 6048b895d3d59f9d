import Keyboard from '@mui/icons-material/Keyboard';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

type Props = {
  conflictCount: number;
  onConflicts: () => void;
  editable: boolean;
  undoLabel: string | null;
  redoLabel: string | null;
  busy: boolean;
  onUndo: () => void;
  onRedo: () => void;
  selectedCount: number;
  onClearSelection: () => void;
  onShortcuts: () => void;
};

// The timeline's own actions: the conflicts (with their count), undo and redo, the selection and
// the key sheet; "Read only" once when the person may not change allocations.
export function TimelineToolbar(props: Props) {
  const { conflictCount, editable, undoLabel, redoLabel, busy, selectedCount } = props;
  return (
    <Box
      role="toolbar"
      aria-label="Timeline"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}
    >
      <Button
        variant={conflictCount > 0 ? 'contained' : 'outlined'}
        color={conflictCount > 0 ? 'error' : 'primary'}
        size="small"
        startIcon={<WarningAmber />}
        onClick={props.onConflicts}
      >
        {`Conflicts (${conflictCount})`}
      </Button>
      {editable ? (
        <>
          <Tooltip title={undoLabel ? `Undo: ${undoLabel} (Ctrl+Z)` : 'Nothing to undo'}>
            <span>
              <IconButton
                aria-label={undoLabel ? `Undo: ${undoLabel}` : 'Undo'}
                disabled={!undoLabel || busy}
                onClick={props.onUndo}
              >
                <Undo />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={redoLabel ? `Redo: ${redoLabel} (Ctrl+Shift+Z)` : 'Nothing to redo'}>
            <span>
              <IconButton
                aria-label={redoLabel ? `Redo: ${redoLabel}` : 'Redo'}
                disabled={!redoLabel || busy}
                onClick={props.onRedo}
              >
                <Redo />
              </IconButton>
            </span>
          </Tooltip>
        </>
      ) : (
        <Chip label="Read only" variant="outlined" />
      )}
      {selectedCount > 0 ? (
        <Chip
          label={`${selectedCount} selected`}
          onDelete={props.onClearSelection}
          color="primary"
          variant="outlined"
        />
      ) : null}
      <Button size="small" startIcon={<Keyboard />} onClick={props.onShortcuts} sx={{ ml: 'auto' }}>
        Keyboard shortcuts
      </Button>
    </Box>
  );
}
