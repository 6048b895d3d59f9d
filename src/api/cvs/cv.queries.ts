import { queryOptions, useQuery } from '@tanstack/react-query';
import { cvKeys } from './cv.keys';
import type { Cv, CvHistoryEntry } from './cv.schemas';
import { fetchCvHistory, fetchCvPdf } from './cvs.api';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';

// The dialog or preview shows a failure itself: nothing navigates away from the profile.
export const cvHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: cvKeys.history(id),
    queryFn: () => fetchCvHistory(id),
    meta: { errorContext: 'page' },
  });

export function useCvHistory(id: number | null, options?: QueryHookOptions<CvHistoryEntry[]>) {
  return useQuery(withQueryOptions(cvHistoryQuery(id ?? 0), options, id !== null));
}

// The CV's PDF for the preview; a new updated_at is a new key, so an edited CV is fetched again.
export const cvPdfQuery = (cv: Pick<Cv, 'id' | 'updated_at'>) =>
  queryOptions({
    queryKey: cvKeys.file(cv.id, cv.updated_at),
    queryFn: () => fetchCvPdf(cv.id),
    staleTime: Infinity,
    meta: { errorContext: 'page' },
  });

export function useCvPdf(cv: Pick<Cv, 'id' | 'updated_at'> | null, options?: QueryHookOptions<ArrayBuffer>) {
  return useQuery(withQueryOptions(cvPdfQuery(cv ?? { id: 0, updated_at: '' }), options, cv !== null));
}
