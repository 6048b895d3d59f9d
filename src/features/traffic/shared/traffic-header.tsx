import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h1" component="h1" sx={{ flex: 1, minWidth: 240 }}>
          {TRAFFIC_VIEW_TITLES[view]}
        </Typography>
        <TrafficViewSwitch view={view} />
        {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
      </Box>
      <TrafficFilterBar view={view} list={list} viewControls={viewControls} />
    </Box>
  );
}
