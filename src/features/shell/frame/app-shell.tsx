import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { SideNav } from '../nav/side-nav';

const DRAWER_WIDTH = 248;

// The frame every signed-in screen sits in: top bar with actions, navigation, and the main area.
export function AppShell({
  actions,
  banner,
  children,
}: {
  actions: ReactNode;
  banner?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 16, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1, borderRadius: 1 },
        }}
      >
        Skip to content
      </Box>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ zIndex: (t) => t.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <Typography
            component={Link}
            href="/employees"
            variant="h6"
            sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 700, flex: 1 }}
          >
            Staff Portal
          </Typography>
          {actions}
        </Toolbar>
      </AppBar>
      {/* A plain fixed column: MUI's Drawer would ship its modal machinery to every page for nothing. */}
      <Box
        component="aside"
        sx={{
          width: DRAWER_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top: 0,
          height: '100vh',
          overflowY: 'auto',
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Toolbar />
        <SideNav />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Toolbar />
        {banner}
        <Box component="main" id="main-content" tabIndex={-1} sx={{ p: 3, outline: 'none' }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
