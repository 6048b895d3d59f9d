import { SAVED_FILTER_LISTS, type SavedFilterList } from '@/api/saved-filters/saved-filter.schemas';
import { SavedFiltersMenu } from '@/components/list/saved-filters/saved-filters-menu';
import { queryOfSavedView, savedViewOf } from '@/lib/list-params';
import { TRAFFIC_SAVED_VIEW_PAGE } from './traffic-params';
import type { TrafficList } from './use-traffic-params';

const isSavedFilterList = (list: string): list is SavedFilterList =>
  (SAVED_FILTER_LISTS as readonly string[]).includes(list);

// Saved views of the planner: the whole address (period, grouping, filters) under a name; shown once
// the saved filters know the planner's page key.
export function TrafficSavedViews({ list }: { list: TrafficList }) {
  if (!isSavedFilterList(TRAFFIC_SAVED_VIEW_PAGE)) return null;
  return (
    <SavedFiltersMenu
      list={TRAFFIC_SAVED_VIEW_PAGE}
      currentFilters={savedViewOf(list.query)}
      onApply={(saved) => list.applyQuery(queryOfSavedView(saved))}
    />
  );
}
