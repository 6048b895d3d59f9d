import { sessionScope } from '../session';
import { DEFAULT_SAVED_FILTER_LIST, type SavedFilterList } from './saved-filter.schemas';

export const savedFilterKeys = {
  all: () => [...sessionScope(), 'saved-filters'] as const,
  lists: () => [...savedFilterKeys.all(), 'list'] as const,
  list: (page: number, list: SavedFilterList = DEFAULT_SAVED_FILTER_LIST) =>
    [...savedFilterKeys.lists(), { page, list }] as const,
};
