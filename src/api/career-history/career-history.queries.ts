import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchCareerChanges, fetchCareerHistory, fetchProjectsSince } from './career-history.api';
import { careerHistoryKeys } from './career-history.keys';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import type { CareerChange, CareerEntry } from './career-history.schemas';
import type { UserProject } from '../user-projects/user-project.schemas';

export const careerHistoryQuery = (userId: number) =>
  queryOptions({ queryKey: careerHistoryKeys.list(userId), queryFn: () => fetchCareerHistory(userId) });

// Not part of the profile payload: the career tab asks for it when it opens.
export function useCareerHistory(userId: number, options?: QueryHookOptions<CareerEntry[]>) {
  return useQuery(withQueryOptions(careerHistoryQuery(userId), options));
}

export const careerChangesQuery = (entryId: number) =>
  queryOptions({ queryKey: careerHistoryKeys.changes(entryId), queryFn: () => fetchCareerChanges(entryId) });

// Nothing is asked until a step's history is opened.
export function useCareerChanges(entryId: number | null, options?: QueryHookOptions<CareerChange[]>) {
  return useQuery(withQueryOptions(careerChangesQuery(entryId ?? 0), options, entryId !== null));
}

export const projectsSinceQuery = (userId: number, date: string) =>
  queryOptions({
    queryKey: careerHistoryKeys.projectsSince(userId, date),
    queryFn: () => fetchProjectsSince(userId, date),
  });

export function useProjectsSince(
  userId: number,
  date: string | null,
  options?: QueryHookOptions<UserProject[]>,
) {
  return useQuery(withQueryOptions(projectsSinceQuery(userId, date ?? ''), options, date !== null));
}
