import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export type ProgressDialogProps = { title: string; finished: number; total: number; onCancel: () => void };

// One request per invoice (no bulk call for payment status): how far it got, and a way to stop.
export function ProgressDialog({ title, finished, total, onCancel }: ProgressDialogProps) {
  const titleId = useId();
  const share = total === 0 ? 100 : Math.round((finished / total) * 100);
  return (
    <Dialog open aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography role="status" sx={{ mb: 1 }}>
          {finished} of {total} done
        </Typography>
        <LinearProgress variant="determinate" value={share} aria-label={`${share}% done`} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
