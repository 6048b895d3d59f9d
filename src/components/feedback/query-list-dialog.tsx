import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

export type QueryListDialogProps<Item> = {
  title: ReactNode;
  list: UseQueryResult<readonly Item[]>;
  // Names the skeleton while the list loads: "Loading the history".
  loadingLabel: string;
  errorMessage: string;
  // Shown when the list has nothing (an EmptyState).
  empty: ReactNode;
  onClose: () => void;
  children: (items: readonly Item[]) => ReactNode;
};

// A query's list to read in a dialog (a step's history, its projects): loading, failed with a retry, empty, or
// the items; closed with its button or Escape.
export function QueryListDialog<Item>({
  title,
  list,
  loadingLabel,
  errorMessage,
  empty,
  onClose,
  children,
}: QueryListDialogProps<Item>) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {list.isPending ? (
          <LoadingState rows={3} label={loadingLabel} />
        ) : list.isError ? (
          <ErrorState message={errorMessage} onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          empty
        ) : (
          children(list.data)
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
