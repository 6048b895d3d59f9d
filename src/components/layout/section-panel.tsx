import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/feedback/empty-state';

export type SectionPanelProps = {
  title: string;
  // The add button shows only when the items may be changed.
  editable: boolean;
  addLabel?: string;
  onAdd?: () => void;
  isEmpty: boolean;
  emptyTitle: string;
  emptyDescription?: ReactNode;
  // Extra buttons beside "Add" (e.g. "Download certificates").
  actions?: ReactNode;
  children?: ReactNode;
};

// One section of a page: its heading, its add button, its items or an empty state.
export function SectionPanel({
  title,
  editable,
  addLabel,
  onAdd,
  isEmpty,
  emptyTitle,
  emptyDescription,
  actions,
  children,
}: SectionPanelProps) {
  const add =
    editable && onAdd && addLabel ? (
      <Button variant="contained" startIcon={<Add />} onClick={onAdd}>
        {addLabel}
      </Button>
    ) : null;
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, mb: 2 }} aria-label={title}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {actions}
        {isEmpty ? null : add}
      </Box>
      {isEmpty ? <EmptyState title={emptyTitle} description={emptyDescription} action={add} /> : children}
    </Paper>
  );
}
