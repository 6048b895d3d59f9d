export type TrafficView = 'table' | 'timeline';

export const TRAFFIC_VIEW_PATHS: Record<TrafficView, string> = {
  table: '/traffic/table-view',
  timeline: '/traffic/timeline-view',
};

export const TRAFFIC_VIEW_TITLES: Record<TrafficView, string> = {
  table: 'Traffic: table view',
  timeline: 'Traffic: timeline view',
};
