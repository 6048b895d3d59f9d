import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import type { BulkResult } from '@/api/common.schemas';

// After a bulk action: how many were done, and each one left alone with the server's reason.
export function BulkResultDialog({
  title,
  result,
  labelOf = (id) => `#${id}`,
  onRetry,
  onClose,
}: {
  title: string;
  result: BulkResult;
  // The row's name in the list ('INV-2025-0042'), when the screen has it.
  labelOf?: (id: number) => string;
  // Tries the skipped ids again (after the user fixed what the reasons say).
  onRetry?: (ids: number[]) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const summaryId = useId();
  const { updated, skipped } = result;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={summaryId}>
          {updated.length} done{skipped.length > 0 ? `, ${skipped.length} skipped` : ''}.
        </DialogContentText>
        {skipped.length > 0 ? (
          <List dense aria-label="Skipped" sx={{ maxHeight: 320, overflow: 'auto' }}>
            {skipped.map((skip) => (
              <ListItem key={skip.id} disableGutters>
                <ListItemText primary={labelOf(skip.id)} secondary={skip.reason} />
              </ListItem>
            ))}
          </List>
        ) : null}
      </DialogContent>
      <DialogActions>
        {onRetry && skipped.length > 0 ? (
          <Button onClick={() => onRetry(skipped.map((skip) => skip.id))}>Retry skipped</Button>
        ) : null}
        <Button onClick={onClose} variant="contained" autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
