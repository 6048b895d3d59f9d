import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';

const turn = keyframes`to { transform: rotate(360deg); }`;

// The frame's own spinner (the session check, a layout on its way): every screen's first load carries
// it, so it is a drawn ring rather than MUI's CircularProgress and the 1–2 kB gzip that would add.
export function PageSpinner({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Box
        component="svg"
        role="progressbar"
        aria-label={label}
        viewBox="0 0 44 44"
        sx={{
          width: 40,
          height: 40,
          color: 'primary.main',
          animation: `${turn} 1.2s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '4s' },
        }}
      >
        <circle
          cx="22"
          cy="22"
          r="19"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.6"
          strokeLinecap="round"
          strokeDasharray="84 120"
        />
      </Box>
    </Box>
  );
}
