import { SavedFiltersMenu } from '@/components/list/saved-filters/saved-filters-menu';
import { queryOfSavedView, savedViewOf } from '@/lib/list-params';
import { TRAFFIC_SAVED_VIEW_PAGE } from './traffic-params';
import type { TrafficList } from './use-traffic-params';

// Saved views of the planner: the whole address (period, grouping, filters) under a name.
export function TrafficSavedViews({ list }: { list: TrafficList }) {
  return (
    <SavedFiltersMenu
      list={TRAFFIC_SAVED_VIEW_PAGE}
      currentFilters={savedViewOf(list.query)}
      onApply={(saved) => list.applyQuery(queryOfSavedView(saved))}
    />
  );
}
