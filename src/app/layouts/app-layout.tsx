import type { ReactNode } from 'react';
import { OfflineNotice } from '@/components/feedback/offline-notice';
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu';
import { ImpersonationBanner } from '@/features/organizations/components/impersonation-banner';
import { UserMenu } from '@/features/organizations/components/user-menu';
import { AppShell } from '@/features/shell/components/app-shell';
import { HelpMenu } from '@/features/shell/components/help-menu';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell
      banner={
        <>
          <OfflineNotice />
          <ImpersonationBanner />
        </>
      }
      actions={
        <>
          <HelpMenu />
          <NotificationsMenu />
          <UserMenu />
        </>
      }
    >
      {children}
    </AppShell>
  );
}
