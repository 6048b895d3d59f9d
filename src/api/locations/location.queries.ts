import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { locationKeys } from './location.keys';
import { LOCATION_SEARCH_MIN_LENGTH, type Location } from './location.schemas';
import { searchLocations } from './locations.api';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';

export const locationSearchQuery = (text: string) =>
  queryOptions({
    queryKey: locationKeys.search(text),
    queryFn: () => searchLocations(text),
    // Places do not move: an answer is good for the session.
    staleTime: Infinity,
    // A lookup that fails leaves the field a plain text field; nothing to navigate away for.
    meta: { errorContext: 'reference' },
  });

// Suggestions for what is typed: asked from 2 characters on; the last answer stays while typing.
export function useLocationSearch(text: string, options?: QueryHookOptions<Location[]>) {
  const trimmed = text.trim();
  return useQuery(
    withQueryOptions(
      { ...locationSearchQuery(trimmed), placeholderData: keepPreviousData },
      options,
      trimmed.length >= LOCATION_SEARCH_MIN_LENGTH,
    ),
  );
}
