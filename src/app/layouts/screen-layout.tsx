import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import type { ScreenConfig } from '@/components/layout/screen';
import { LayoutLoading } from './layout-loading';

// The signed-in shell and the log-in card load with the screens that use them, not with every route.
// Rendered on the server (ssr is on), a layout's chunk is written into the page's HTML beside the
// page's own and is ready before hydration, so the first paint is the server's.
const AppLayout = dynamic(() => import('./app-layout').then((m) => m.AppLayout), {
  loading: LayoutLoading,
});
const AuthLayout = dynamic(() => import('./auth-layout').then((m) => m.AuthLayout), {
  loading: LayoutLoading,
});

const NOTHING = () => null;
// A private screen's server render shows the session check, not the shell: this renders nothing but
// names the shell's chunk to that render, so the HTML still lists it and hydration waits for it.
const AppLayoutChunk = dynamic(() => import('./app-layout').then(() => NOTHING));

export function ScreenLayout({ layout, children }: { layout: ScreenConfig['layout']; children: ReactNode }) {
  if (layout === 'app') return <AppLayout>{children}</AppLayout>;
  if (layout === 'auth') return <AuthLayout>{children}</AuthLayout>;
  return <Box>{children}</Box>;
}

export function ScreenLayoutChunk({ layout }: { layout: ScreenConfig['layout'] }) {
  return layout === 'app' ? <AppLayoutChunk /> : null;
}

// Started with a navigation, beside the next page's own chunks, so the layout is there when it renders.
export function preloadScreenLayouts(): void {
  void import('./app-layout');
  void import('./auth-layout');
}
