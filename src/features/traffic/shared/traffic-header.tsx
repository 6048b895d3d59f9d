import Box from '@mui/material/Box';
import { PageHeader } from '@/components/layout/page-header';
import type { ReactNode } from 'react';
import { TrafficFilterBar } from './traffic-filter-bar';
import { TrafficViewSwitch } from './traffic-view-switch';
import { TRAFFIC_VIEW_TITLES, type TrafficView } from './traffic-views';
import type { TrafficList } from './use-traffic-params';

// Both views' head: the title, the switch to the other view, the view's own actions, then the
// period and the filters, all in the address.
export function TrafficHeader({
  view,
  list,
  actions,
  viewControls,
}: {
  view: TrafficView;
  list: TrafficList;
  // Buttons of the view (Add allocation, Export…).
  actions?: ReactNode;
  // The view's own period controls (the table's granularity and span, the timeline's zoom).
  viewControls?: ReactNode;
}) {
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <PageHeader
        title={TRAFFIC_VIEW_TITLES[view]}
        actions={
          <>
            <TrafficViewSwitch view={view} />
            {actions}
          </>
        }
      />
      <TrafficFilterBar view={view} list={list} viewControls={viewControls} />
    </Box>
  );
}
