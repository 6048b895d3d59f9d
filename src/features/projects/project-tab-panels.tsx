import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { LoadingState } from '@/components/feedback/loading-state';
import type { ProjectTabSlug } from './project-tabs';

type TabProps = { projectId: number };
const loading = () => <LoadingState label="Loading the tab" />;

// Each tab arrives when it is opened, so a project's first load carries only the header and tab bar.
export const PROJECT_TAB_PANELS: Record<ProjectTabSlug, ComponentType<TabProps>> = {
  overview: dynamic(() => import('./overview/overview-tab').then((m) => m.OverviewTab), { loading }),
  terms: dynamic(() => import('./terms/terms-tab').then((m) => m.TermsTab), { loading }),
  invoices: dynamic(() => import('./invoices/invoices-tab').then((m) => m.InvoicesTab), { loading }),
  revenue: dynamic(() => import('./revenue/revenue-tab').then((m) => m.RevenueTab), { loading }),
  reminders: dynamic(() => import('./reminders/reminders-tab').then((m) => m.RemindersTab), { loading }),
  admin: dynamic(() => import('./admin/admin-tab').then((m) => m.AdminTab), { loading }),
  classic: dynamic(() => import('./classic/classic-tab').then((m) => m.ClassicTab), { loading }),
};
