import Edit from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export type OverviewCardProps = {
  title: string;
  // The edit button shows only when the profile may be changed (and someone handles it).
  editable: boolean;
  // The button's accessible name: "Edit personal information".
  editLabel?: string;
  onEdit?: () => void;
  children: ReactNode;
};

// One card of the overview: a titled region, its values, and an edit button when the gate allows.
export function OverviewCard({ title, editable, editLabel, onEdit, children }: OverviewCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="h2" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {editable && onEdit ? (
          <Button
            startIcon={<Edit />}
            onClick={onEdit}
            aria-label={editLabel ?? `Edit ${title.toLowerCase()}`}
          >
            Edit
          </Button>
        ) : null}
      </Box>
      {children}
    </Paper>
  );
}
