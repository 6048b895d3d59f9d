import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchCareerChanges, fetchCareerHistory, fetchProjectsSince } from './career-history.api';
import { careerHistoryKeys } from './career-history.keys';

export const careerHistoryQuery = (userId: number) =>
  queryOptions({ queryKey: careerHistoryKeys.list(userId), queryFn: () => fetchCareerHistory(userId) });

// Not part of the profile payload: the career tab asks for it when it opens.
export function useCareerHistory(userId: number) {
  return useQuery(careerHistoryQuery(userId));
}

export const careerChangesQuery = (entryId: number) =>
  queryOptions({ queryKey: careerHistoryKeys.changes(entryId), queryFn: () => fetchCareerChanges(entryId) });

// Nothing is asked until a step's history is opened.
export function useCareerChanges(entryId: number | null) {
  return useQuery({ ...careerChangesQuery(entryId ?? 0), enabled: entryId !== null });
}

export const projectsSinceQuery = (userId: number, date: string) =>
  queryOptions({
    queryKey: careerHistoryKeys.projectsSince(userId, date),
    queryFn: () => fetchProjectsSince(userId, date),
  });

export function useProjectsSince(userId: number, date: string | null) {
  return useQuery({ ...projectsSinceQuery(userId, date ?? ''), enabled: date !== null });
}
