import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

// Pre-login screens: one card in the middle of the page.
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Box sx={{ width: '100%', maxWidth: 440 }}>
        <Typography
          sx={{ textAlign: 'center', mb: 2, fontWeight: 700, fontSize: '1.5rem', color: 'primary.main' }}
        >
          Staff Portal
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
