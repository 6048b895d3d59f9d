import Edit from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';

export type OverviewCardProps = {
  title: string;
  // The edit button shows only when the profile may be changed (and there is a dialog to edit in).
  editable: boolean;
  // The button's accessible name: "Edit personal information".
  editLabel?: string;
  // The edit dialog, mounted while open so it always starts from the values as saved.
  editDialog?: (onClose: () => void) => ReactNode;
  children: ReactNode;
};

// One card of the overview: a titled region, its values, and an edit button when the gate allows.
export function OverviewCard({ title, editable, editLabel, editDialog, children }: OverviewCardProps) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="h2" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {editable && editDialog ? (
          <Button
            startIcon={<Edit />}
            onClick={() => setEditing(true)}
            aria-label={editLabel ?? `Edit ${title.toLowerCase()}`}
          >
            Edit
          </Button>
        ) : null}
      </Box>
      {children}
      {editing && editDialog ? editDialog(() => setEditing(false)) : null}
    </Paper>
  );
}
