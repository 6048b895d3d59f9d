import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { BulkFailure, BulkOutcome } from '@/lib/bulk-run';
import { bulkFailureOf } from './bulk-failure';

// A failed request's ids by name, the first few and how many more.
const SHOWN_IDS = 3;
function failureLabel(failure: BulkFailure, labelOf: (id: number) => string): string {
  if (failure.label) return failure.label;
  const names = failure.ids.slice(0, SHOWN_IDS).map(labelOf).join(', ');
  const more = failure.ids.length - SHOWN_IDS;
  return more > 0 ? `${names} and ${more} more` : names;
}

export type BulkResultDialogProps = {
  title: string;
  // What was done and skipped; `failed`: requests that failed as a whole, each with its ids.
  result: BulkOutcome & { failed?: readonly BulkFailure[] };
  // The row's name in the list ('INV-2025-0042'), when the screen has it.
  labelOf?: (id: number) => string;
  // Sends the failed requests again (useBulkResult gives it only when one can pass on a retry).
  onRetryFailed?: () => void;
  retrying?: boolean;
  onClose: () => void;
};

// After a bulk action: how many were done, each one left alone with the server's reason, and each
// request that failed with why, to be sent again.
export function BulkResultDialog({
  title,
  result,
  labelOf = (id) => `#${id}`,
  onRetryFailed,
  retrying = false,
  onClose,
}: BulkResultDialogProps) {
  const titleId = useId();
  const summaryId = useId();
  const failedHeadingId = useId();
  const skippedHeadingId = useId();
  const { updated, skipped, failed = [] } = result;
  const failedCount = failed.reduce((sum, failure) => sum + failure.ids.length, 0);
  const summary = [
    `${updated.length} done`,
    ...(skipped.length > 0 ? [`${skipped.length} skipped`] : []),
    ...(failedCount > 0 ? [`${failedCount} not done: a request failed`] : []),
  ].join(', ');
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
        <DialogContentText id={summaryId}>{summary}.</DialogContentText>
        {failed.length > 0 ? (
          <>
            <Typography id={failedHeadingId} variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              Failed
            </Typography>
            <List dense aria-labelledby={failedHeadingId}>
              {failed.map((failure) => (
                <ListItem key={failure.ids.join(',')} disableGutters>
                  <ListItemText
                    primary={failureLabel(failure, labelOf)}
                    secondary={bulkFailureOf(failure.error).reason}
                  />
                </ListItem>
              ))}
            </List>
          </>
        ) : null}
        {skipped.length > 0 ? (
          <>
            <Typography id={skippedHeadingId} variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              Skipped
            </Typography>
            <List dense aria-labelledby={skippedHeadingId} sx={{ maxHeight: 320, overflow: 'auto' }}>
              {skipped.map((skip) => (
                <ListItem key={skip.id} disableGutters>
                  <ListItemText primary={labelOf(skip.id)} secondary={skip.reason} />
                </ListItem>
              ))}
            </List>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        {onRetryFailed ? (
          <Button onClick={onRetryFailed} disabled={retrying}>
            {retrying ? 'Retrying…' : 'Retry failed'}
          </Button>
        ) : null}
        <Button onClick={onClose} variant="contained" autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
