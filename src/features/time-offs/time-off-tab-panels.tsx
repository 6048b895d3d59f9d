import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { LoadingState } from '@/components/feedback/loading-state';
import { mountInSlices } from '@/components/layout/mount-in-slices';
import type { TimeOffView } from './time-off-tabs';

const loading = () => <LoadingState label="Loading the view" />;

// Each view arrives when it is opened, so the first load carries only the strip and the tab bar.
export const TIME_OFF_TAB_PANELS: Record<TimeOffView, ComponentType> = {
  requests: dynamic(
    () => import('./requests/requests-tab').then((m) => mountInSlices(m.RequestsTab, loading)),
    { loading },
  ),
  calendar: dynamic(
    () => import('./calendar/calendar-tab').then((m) => mountInSlices(m.CalendarTab, loading)),
    { loading },
  ),
  balances: dynamic(
    () => import('./balances/balances-tab').then((m) => mountInSlices(m.BalancesTab, loading)),
    { loading },
  ),
};

// The default view's code, started before the session check lets it render (ScreenConfig.loadView):
// /time-offs opens on the requests.
export const loadRequestsTab = () => import('./requests/requests-tab');
