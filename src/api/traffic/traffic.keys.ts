import { sessionScope } from '../session';
import type { IncomingHireParams, TrafficPageParams, TrafficSummaryParams } from './traffic.api';

// One root: a saved change redraws every page and summary of the planner.
export const trafficKeys = {
  all: () => [...sessionScope(), 'traffic'] as const,
  pages: () => [...trafficKeys.all(), 'page'] as const,
  page: (params: TrafficPageParams) => [...trafficKeys.pages(), params] as const,
  summaries: () => [...trafficKeys.all(), 'summary'] as const,
  summary: (params: TrafficSummaryParams) => [...trafficKeys.summaries(), params] as const,
  // Under the root: a candidate's move or hire (recruitment) refreshes it with the rest.
  incoming: (params: IncomingHireParams) => [...trafficKeys.all(), 'incoming', params] as const,
};
