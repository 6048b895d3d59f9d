import { useQueryClient } from '@tanstack/react-query';
import { isApiError, withFieldErrors } from '../api-error';
import { refreshProfile } from '../users/profile-refresh';
import type { UserProject, UserProjectForm } from './user-project.schemas';
import { createUserProject, deleteUserProjects, updateUserProject } from './user-projects.api';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';

// Laravel names a list's items ('skill_ids.1', 'files.0'); the form has one field per list, so their
// messages land there ('The files.0 field…' reads 'The files field…'). Other failures pass unchanged.
export function collapseListErrors(error: unknown): unknown {
  if (!isApiError(error) || error.status !== 422) return error;
  const fieldErrors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = key.replace(/\.\d+(?:\..*)?$/, '');
    const said = messages.map((message) => (field === key ? message : message.split(key).join(field)));
    fieldErrors[field] = [...(fieldErrors[field] ?? []), ...said];
  }
  return withFieldErrors(error, fieldErrors);
}

const rethrowing =
  <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    try {
      return await run(...args);
    } catch (error) {
      throw collapseListErrors(error);
    }
  };

// The projects live in the profile (GET user/{id}): each change refetches it. 422s go to the form.
export function useCreateUserProject(
  userId: number,
  options?: MutationHookOptions<UserProject[], UserProjectForm>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: rethrowing((values: UserProjectForm) => createUserProject(userId, values)),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export type UserProjectUpdate = { projectId: number; values: UserProjectForm };

export function useUpdateUserProject(
  userId: number,
  options?: MutationHookOptions<UserProject[], UserProjectUpdate>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: rethrowing(({ projectId, values }: UserProjectUpdate) =>
        updateUserProject(userId, projectId, values),
      ),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export function useDeleteUserProjects(
  userId: number,
  options?: MutationHookOptions<UserProject[], readonly number[]>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (ids: readonly number[]) => deleteUserProjects(userId, ids),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'mutation' },
    },
    options,
  );
}
