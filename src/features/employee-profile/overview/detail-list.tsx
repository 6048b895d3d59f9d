import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type Detail = {
  label: string;
  // null: nothing stored; undefined: still loading (a name looked up in a reference list).
  value: ReactNode | null | undefined;
};

// Label and value pairs, read-only, as a description list; what was never filled in says so.
export function DetailList({ details }: { details: readonly Detail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {details.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          >
            {value === undefined ? (
              <Skeleton width={120} />
            ) : value === null || value === '' ? (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                Not set
              </Box>
            ) : (
              value
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
