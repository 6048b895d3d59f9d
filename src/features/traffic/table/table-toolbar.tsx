import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

// Undo and redo of the table's edits, named after what they undo, and whether a change is being saved.
export function TableToolbar({
  undoLabel,
  redoLabel,
  saving,
  onUndo,
  onRedo,
}: {
  undoLabel: string | null;
  redoLabel: string | null;
  saving: boolean;
  onUndo: () => void;
  onRedo: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
      <Button size="small" startIcon={<Undo />} disabled={!undoLabel || saving} onClick={onUndo}>
        {undoLabel ? `Undo ${undoLabel}` : 'Undo'}
      </Button>
      <Button
        size="small"
        startIcon={<Redo />}
        disabled={!redoLabel || saving}
        onClick={onRedo}
        title={redoLabel ? `Redo ${redoLabel}` : undefined}
      >
        Redo
      </Button>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 24 }}>
        {saving ? (
          <>
            <CircularProgress size={16} aria-hidden />
            <Typography variant="body2">Saving…</Typography>
          </>
        ) : null}
      </Box>
    </Box>
  );
}
