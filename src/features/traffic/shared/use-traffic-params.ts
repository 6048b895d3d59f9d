import { useListParams } from '@/components/list/use-list-params';
import { TRAFFIC_DEFAULTS, TRAFFIC_VIEW_FIELDS, trafficParamsSchema } from './traffic-params';

const OPTIONS = { searchField: 'search', keep: TRAFFIC_VIEW_FIELDS } as const;

// Both views' address: filters, period, grouping; "Clear filters" keeps where one looks.
export const useTrafficParams = () => useListParams(trafficParamsSchema, TRAFFIC_DEFAULTS, OPTIONS);

export type TrafficList = ReturnType<typeof useTrafficParams>;
