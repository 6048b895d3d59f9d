import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { LoadingState } from '@/components/feedback/loading-state';
import { mountInSlices } from '@/components/layout/mount-in-slices';
import type { ProjectTabSlug } from './project-tabs';

type TabProps = { projectId: number };
const loading = () => <LoadingState label="Loading the tab" />;

// Each tab arrives when it is opened, so a project's first load carries only the header and tab bar.
export const PROJECT_TAB_PANELS: Record<ProjectTabSlug, ComponentType<TabProps>> = {
  overview: dynamic(
    () => import('./overview/overview-tab').then((m) => mountInSlices(m.OverviewTab, loading)),
    { loading },
  ),
  terms: dynamic(() => import('./terms/terms-tab').then((m) => mountInSlices(m.TermsTab, loading)), {
    loading,
  }),
  invoices: dynamic(
    () => import('./invoices/invoices-tab').then((m) => mountInSlices(m.InvoicesTab, loading)),
    { loading },
  ),
  revenue: dynamic(() => import('./revenue/revenue-tab').then((m) => mountInSlices(m.RevenueTab, loading)), {
    loading,
  }),
  reminders: dynamic(
    () => import('./reminders/reminders-tab').then((m) => mountInSlices(m.RemindersTab, loading)),
    { loading },
  ),
  admin: dynamic(() => import('./admin/admin-tab').then((m) => mountInSlices(m.AdminTab, loading)), {
    loading,
  }),
  classic: dynamic(() => import('./classic/classic-tab').then((m) => mountInSlices(m.ClassicTab, loading)), {
    loading,
  }),
};
