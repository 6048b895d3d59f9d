import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { projectKeys } from '../internal-projects/internal-project.keys';
import { projectFigureKeys } from '../project-figures/project-figure.keys';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';
import { reminderKeys } from '../reminders/reminder.keys';
import { trafficKeys } from '../traffic/traffic.keys';
import { termKeys } from './term.keys';
import type { Term, TermInput } from './term.schemas';
import { createTerm, deleteTerm, updateTerm } from './terms.api';

// A change to a term changes the project's lists of terms (current and all) and its reminders.
// A term feeds the project's figures, its people count and the list's columns: all are asked afresh.
const invalidateProject = (queryClient: QueryClient, projectId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: termKeys.project(projectId) }),
    queryClient.invalidateQueries({ queryKey: reminderKeys.project(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectFigureKeys.project(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: projectKeys.infos() }),
    queryClient.invalidateQueries({ queryKey: trafficKeys.all() }),
  ]);

// 422 on the fields (user_id, start_date, end_date, hours_per_day, percentage, hourly_rate…) goes to
// the form.
export function useCreateTerm(projectId: number, options?: MutationHookOptions<Term, TermInput>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (input: TermInput) => createTerm({ projectId, input }),
      onSuccess: () => invalidateProject(queryClient, projectId),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export type TermPatch = { termId: number; patch: Partial<TermInput> };

export function useUpdateTerm(projectId: number, options?: MutationHookOptions<Term, TermPatch>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: updateTerm,
      onSuccess: () => invalidateProject(queryClient, projectId),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export type TermDeletion = { termId: number; force: boolean };

// The confirmation dialog shows a refusal itself (a 422 when invoices came to refer to the term).
export function useDeleteTerm(projectId: number, options?: MutationHookOptions<void, TermDeletion>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: deleteTerm,
      onSuccess: () => invalidateProject(queryClient, projectId),
      meta: { errorContext: 'form' },
    },
    options,
  );
}
