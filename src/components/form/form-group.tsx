import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const COLUMNS_SX = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 } as const;

type Props = {
  title: string;
  // Lays the fields out in two columns from md up (one on a phone).
  columns?: boolean;
  children: ReactNode;
};

// A part of a long form under its heading; not a labelled region, so a field may share the group's
// name (the company's "Logo" input under "Logo").
export function FormGroup({ title, columns = false, children }: Props) {
  return (
    <Box>
      <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {columns ? <Box sx={COLUMNS_SX}>{children}</Box> : children}
    </Box>
  );
}
