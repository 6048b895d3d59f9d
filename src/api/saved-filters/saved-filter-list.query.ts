import { defineListQuery, listFilter } from '../list-query';
import { SAVED_FILTERS_PER_PAGE, SAVED_FILTER_LISTS } from './saved-filter.schemas';

// GET saved-filters: the user's own saved filters of one list (the employees list when `list` is left
// out, the spec's call; another list's `list` is proposed), newest first, 10 a page, no sort.
export const savedFilterListQuery = defineListQuery({
  sorts: [],
  filters: { list: listFilter.oneOf(SAVED_FILTER_LISTS) },
  paging: 'page',
  perPage: SAVED_FILTERS_PER_PAGE,
});
