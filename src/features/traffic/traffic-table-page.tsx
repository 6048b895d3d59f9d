import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';
import { TrafficHeader } from './shared/traffic-header';
import { useTrafficParams } from './shared/use-traffic-params';
import { TableViewControls } from './table/table-view-controls';

// People × months or weeks: how loaded each one is, who is free, and each allocation's time per period.
function TrafficTablePage() {
  const list = useTrafficParams();
  return (
    <TrafficHeader
      view="table"
      list={list}
      viewControls={
        <TableViewControls
          span={list.filters.span}
          granularity={list.filters.granularity}
          onChange={list.setFilters}
        />
      }
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
