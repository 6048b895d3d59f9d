import dynamic from 'next/dynamic';
import { LoadingState } from '@/components/feedback/loading-state';
import { PageHeader } from '@/components/layout/page-header';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

// The grid, its virtualiser and its editors load after the frame (/traffic/* ≤ 350 kB first load).
const TimelineView = dynamic(() => import('./timeline/timeline-view').then((module) => module.TimelineView), {
  loading: () => <LoadingState label="Loading the timeline" rows={10} />,
});

function TrafficTimelinePage() {
  return (
    <>
      <PageHeader title="Traffic: timeline view" subtitle="Who works on what, when — and what collides." />
      <TimelineView />
    </>
  );
}

export const TrafficTimelineScreen = defineScreen(TrafficTimelinePage, {
  title: 'Traffic: timeline view',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.trafficView,
  referenceData: ['positions', 'departments'],
});
