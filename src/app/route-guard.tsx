import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import { useSession } from '@/api/use-session';
import type { ScreenConfig } from '@/components/layout/screen';
import { loginPathFor } from '@/lib/return-to';
import { useHydrated } from '@/components/hooks/use-hydrated';

// Private screens need a session: visitors go to log in and come back afterwards.
export function RouteGuard({ screen, children }: { screen: ScreenConfig; children: ReactNode }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const { token } = useSession();
  const blocked = screen.access === 'private' && (!hydrated || !token);

  useEffect(() => {
    if (hydrated && screen.access === 'private' && !token) void router.replace(loginPathFor(router.asPath));
  }, [hydrated, token, screen.access, router]);

  if (blocked) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <CircularProgress aria-label="Checking your session" />
      </Box>
    );
  }
  return <>{children}</>;
}
