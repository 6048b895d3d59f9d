import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

// One part of the MoneyBird set-up: a region named by its heading.
export function MoneyBirdSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, mb: 2 }} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
