import { PlannedScreen } from '@/components/layout/planned-screen';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

const CAPABILITIES = [
  'Allocation of every person to projects by week',
  'Filters kept in the link',
  'Availability at a glance',
];

function TrafficTablePage() {
  return (
    <PlannedScreen
      title="Traffic: table view"
      summary="Who works on what, as a table."
      capabilities={CAPABILITIES}
    />
  );
}

export const TrafficTableScreen = defineScreen(TrafficTablePage, {
  title: 'Traffic: table view',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.trafficView,
  referenceData: ['positions', 'departments'],
});
