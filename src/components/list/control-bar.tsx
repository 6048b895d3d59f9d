import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

// A screen's controls (filters, the period, the figures shown) as one row that wraps, each control as
// wide as its content: never one per line, so the table or grid starts above the fold.
export function ControlBar({
  label,
  role = 'group',
  children,
}: {
  // The group's name, e.g. 'Budget view'.
  label: string;
  // 'search' when the controls filter a list.
  role?: 'group' | 'search';
  children: ReactNode;
}) {
  return (
    <Box
      role={role}
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
    >
      {children}
    </Box>
  );
}
