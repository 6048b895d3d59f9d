import dynamic from 'next/dynamic';
import { ScreenLoading } from '@/components/feedback/screen-loading';
import { mountInSlices } from '@/components/layout/mount-in-slices';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';
import { TRAFFIC_VIEW_TITLES } from './shared/traffic-views';

// The grid, its virtualiser and its editors load after the frame (/traffic/* ≤ 350 kB first load).
const loading = () => (
  <ScreenLoading title={TRAFFIC_VIEW_TITLES.timeline} label="Loading the timeline" rows={10} />
);
const TimelineView = dynamic(
  () => import('./timeline/timeline-view').then((module) => mountInSlices(module.TimelineView, loading)),
  { loading },
);

// A screen is a plain function component (what next/dynamic returns is not one, and would lose the shell).
function TrafficTimelinePage() {
  return <TimelineView />;
}

export const TrafficTimelineScreen = defineScreen(TrafficTimelinePage, {
  title: 'Traffic: timeline view',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.trafficView,
  referenceData: ['positions', 'departments'],
  loadView: () => import('./timeline/timeline-view'),
});
