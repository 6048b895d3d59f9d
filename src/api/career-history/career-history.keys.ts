import { sessionScope } from '../session';

// A person's steps, the recorded changes of one step, and the projects since a day are separate caches:
// an edit refreshes the steps and that step's changes; the projects only follow the person.
export const careerHistoryKeys = {
  all: () => [...sessionScope(), 'career-history'] as const,
  lists: () => [...careerHistoryKeys.all(), 'list'] as const,
  list: (userId: number) => [...careerHistoryKeys.lists(), { userId }] as const,
  changeLists: () => [...careerHistoryKeys.all(), 'changes'] as const,
  changes: (entryId: number) => [...careerHistoryKeys.changeLists(), { entryId }] as const,
  projectsSince: (userId: number, date: string) =>
    [...careerHistoryKeys.all(), 'projects-since', { userId, date }] as const,
};
