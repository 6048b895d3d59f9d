import { useQueryClient } from '@tanstack/react-query';
import { isApiError, withFieldErrors } from '../api-error';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';
import { projectKeys } from './internal-project.keys';
import type { Project } from './internal-project.schemas';
import { createProject } from './internal-projects.api';
import type { NewProjectForm } from './new-project.schemas';

// The contract goes as files[]; Laravel names its refusals 'files' or 'files.0', which the form shows
// at its one file field ('The files.0 field must be…' reads 'The contract field must be…').
export function contractErrors(error: unknown): unknown {
  if (!isApiError(error) || error.status !== 422) return error;
  const fieldErrors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const isFile = key === 'files' || /^files\.\d+$/.test(key);
    const field = isFile ? 'contract' : key;
    const said = isFile ? messages.map((message) => message.split(key).join('contract')) : messages;
    fieldErrors[field] = [...(fieldErrors[field] ?? []), ...said];
  }
  return withFieldErrors(error, fieldErrors);
}

// A new project changes the lists, their counts and totals, and the titles and clients offered.
export function useCreateProject(options?: MutationHookOptions<Project, NewProjectForm>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: async (values: NewProjectForm) => {
        try {
          return await createProject(values);
        } catch (error) {
          throw contractErrors(error);
        }
      },
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: projectKeys.infos() }),
          queryClient.invalidateQueries({ queryKey: projectKeys.titles() }),
          queryClient.invalidateQueries({ queryKey: projectKeys.clients() }),
        ]);
      },
      meta: { errorContext: 'form' },
    },
    options,
  );
}
