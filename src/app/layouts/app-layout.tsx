import type { ReactNode } from 'react';
import { OfflineNotice } from '@/components/feedback/offline-notice';
import { NotificationsMenu } from '@/features/notifications/menu/notifications-menu';
import { ImpersonationBanner } from '@/features/organizations/impersonation/impersonation-banner';
import { UserMenu } from '@/features/organizations/account-menu/user-menu';
import { AppShell } from '@/features/shell/frame/app-shell';
import { HelpMenu } from '@/features/shell/help/help-menu';

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
