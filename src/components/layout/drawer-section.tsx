import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

// A titled part of the drawer, named by its heading.
export function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography variant="h3" id={id} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
