import { PageSpinner } from '@/components/feedback/page-spinner';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import { howSessionEnded } from '@/api/session';
import { useSession } from '@/api/use-session';
import type { ScreenConfig } from '@/components/layout/screen';
import { loginPathFor } from '@/lib/return-to';
import { useHydrated } from '@/components/hooks/use-hydrated';

// Loaded only when a session runs out while a screen is open (the form code stays out of every page).
const SessionEndedDialog = dynamic(
  () => import('@/features/auth/session-ended/session-ended-dialog').then((m) => m.SessionEndedDialog),
  { ssr: false },
);

// Private screens need a session: visitors go to log in and come back afterwards.
export function RouteGuard({ screen, children }: { screen: ScreenConfig; children: ReactNode }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const { token } = useSession();
  const ended = howSessionEnded();
  // The session ran out while this screen was open (not a log out): it stays, with what was typed on it.
  const keptOpen = screen.access === 'private' && hydrated && !token && ended?.reason === 'expired';
  const blocked = screen.access === 'private' && (!hydrated || !token) && !keptOpen;

  useEffect(() => {
    if (hydrated && screen.access === 'private' && !token && !keptOpen) {
      void router.replace(loginPathFor(router.asPath));
    }
  }, [hydrated, token, keptOpen, screen.access, router]);

  if (keptOpen) {
    return (
      <>
        {children}
        <SessionEndedDialog account={ended.claims} />
      </>
    );
  }

  if (blocked) {
    return <PageSpinner label="Checking your session" />;
  }
  return <>{children}</>;
}
