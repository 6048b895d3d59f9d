import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import { useCan } from '@/api/use-can';
import { useSession } from '@/api/use-session';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { PageHeader } from '@/components/layout/page-header';
import { PageTitle } from '@/components/layout/page-title';
import type { ScreenConfig } from '@/components/layout/screen';
import { preloadScreenLayouts, ScreenLayout, ScreenLayoutChunk } from './layouts/screen-layout';
import { RouteGuard } from './route-guard';

// Every list's definition (its schema, its address) arrives with the loader, beside the first screen
// rather than in the code every page carries.
const ReferenceDataLoader = dynamic(
  () => import('./reference-data-loader').then((m) => m.ReferenceDataLoader),
  {
    ssr: false,
  },
);

function PermissionGate({ screen, children }: { screen: ScreenConfig; children: ReactNode }) {
  const { permission } = screen;
  const can = useCan();
  const { token } = useSession();
  if (!permission || !token || can(permission)) return <>{children}</>;
  return (
    <>
      <PageHeader title={screen.title} />
      <EmptyState
        title="You do not have access to this page"
        description="Ask an administrator of your organisation if you need it."
      />
    </>
  );
}

// What _app wraps every screen in: its title, the session check, its layout and its reference data.
export function ScreenFrame({ screen, children }: { screen: ScreenConfig; children: ReactNode }) {
  const router = useRouter();
  useEffect(() => {
    router.events.on('routeChangeStart', preloadScreenLayouts);
    return () => router.events.off('routeChangeStart', preloadScreenLayouts);
  }, [router.events]);
  // A screen that fails to render says so beside the navigation; going elsewhere starts it afresh.
  const content = (
    <ErrorBoundary level="screen" resetKey={router.asPath}>
      {screen.referenceData?.length ? <ReferenceDataLoader lists={screen.referenceData} /> : null}
      <PermissionGate screen={screen}>{children}</PermissionGate>
    </ErrorBoundary>
  );
  // In the browser only: the server render has no use for the view's code.
  if (typeof window !== 'undefined') void screen.loadView?.();
  return (
    <>
      <PageTitle title={screen.title} />
      <ScreenLayoutChunk layout={screen.layout} />
      <RouteGuard screen={screen}>
        <ScreenLayout layout={screen.layout}>{content}</ScreenLayout>
      </RouteGuard>
    </>
  );
}
