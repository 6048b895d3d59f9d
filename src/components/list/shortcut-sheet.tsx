import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { LIST_SHORTCUTS, type Shortcut } from './use-list-shortcuts';

export type ShortcutSheetProps = {
  onClose: () => void;
  // The list's own keys beside the common ones.
  shortcuts?: readonly Shortcut[];
  title?: string;
};

// The keys a list answers to ('?' opens it): a small dialog with a key and what it does per row.
export function ShortcutSheet({
  onClose,
  shortcuts = LIST_SHORTCUTS,
  title = 'Keyboard shortcuts',
}: ShortcutSheetProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">Key</TableCell>
              <TableCell scope="col">What it does</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shortcuts.map((shortcut) => (
              <TableRow key={shortcut.action}>
                <TableCell>
                  {shortcut.keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 ? ' or ' : null}
                      <kbd>{key}</kbd>
                    </span>
                  ))}
                </TableCell>
                <TableCell>{shortcut.action}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
