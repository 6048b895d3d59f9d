import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const items = (count: number) => (count === 1 ? '1 item' : `${count} items`);

// What can be done to the selected rows at once: the count, the screen's action buttons, and a way out.
export function BulkActionsBar({
  count,
  noun = items,
  onClear,
  children,
}: {
  count: number;
  // How the count reads: (2) => '2 people'.
  noun?: (count: number) => string;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label="Bulk actions"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        mb: 1,
        bgcolor: 'action.hover',
        flexWrap: 'wrap',
      }}
    >
      <Typography sx={{ flex: 1, fontWeight: 500 }} role="status">
        {noun(count)} selected
      </Typography>
      {children}
      <Box>
        <Button onClick={onClear}>Clear selection</Button>
      </Box>
    </Paper>
  );
}
