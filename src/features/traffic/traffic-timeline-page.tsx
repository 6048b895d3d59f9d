import { PlannedScreen } from '@/components/layout/planned-screen';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

const CAPABILITIES = [
  'Allocations drawn on a timeline per person',
  'Zoom by week, month and quarter',
  'Gaps and overbooking highlighted',
];

function TrafficTimelinePage() {
  return (
    <PlannedScreen
      title="Traffic: timeline view"
      summary="Who works on what, on a timeline."
      capabilities={CAPABILITIES}
    />
  );
}

export const TrafficTimelineScreen = defineScreen(TrafficTimelinePage, {
  title: 'Traffic: timeline view',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.trafficView,
  referenceData: ['positions', 'departments'],
});
