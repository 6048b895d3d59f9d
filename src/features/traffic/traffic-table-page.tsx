import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';
import { TrafficTableView } from './table/traffic-table-view';

export const TrafficTableScreen = defineScreen(TrafficTableView, {
  title: 'Traffic: table view',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.trafficView,
  referenceData: ['positions', 'departments', 'applicationConfigs'],
});
