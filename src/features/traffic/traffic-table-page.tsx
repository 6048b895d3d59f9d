import dynamic from 'next/dynamic';
import { ScreenLoading } from '@/components/feedback/screen-loading';
import { mountInSlices } from '@/components/layout/mount-in-slices';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';
import { TRAFFIC_VIEW_TITLES } from './shared/traffic-views';

// The grid, its virtualiser and its editors load after the frame, as the timeline's do (/traffic/*
// ≤ 350 kB first load).
const loading = () => <ScreenLoading title={TRAFFIC_VIEW_TITLES.table} label="Loading the table" rows={10} />;
const TrafficTableView = dynamic(
  () =>
    import('./table/traffic-table-view').then((module) => mountInSlices(module.TrafficTableView, loading)),
  { loading },
);

// A screen is a plain function component (what next/dynamic returns is not one, and would lose the shell).
function TrafficTablePage() {
  return <TrafficTableView />;
}

export const TrafficTableScreen = defineScreen(TrafficTablePage, {
  title: 'Traffic: table view',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.trafficView,
  referenceData: ['positions', 'departments', 'applicationConfigs'],
  loadView: () => import('./table/traffic-table-view'),
});
