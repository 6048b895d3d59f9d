import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';
import type { Project } from './internal-project.schemas';
import { deleteProject, patchProject, replaceProject, saveAdministrativeFields } from './project.api';
import { projectDetailKeys } from './project-detail.keys';
import type { AdministrationInput, ProjectChanges, SavedAdministration } from './project-detail.schemas';

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((part, index) => part === b[index]);

// Everything under internal-projects (lists, counts, figures, the classic view) but the detail just set
// from an answer: asked afresh when next shown.
function invalidateAllBut(queryClient: QueryClient, id: number) {
  const detail = projectDetailKeys.detail(id);
  return queryClient.invalidateQueries({
    queryKey: projectDetailKeys.all(),
    predicate: (query: Query) => !sameKey(query.queryKey, detail),
  });
}

type StatusContext = { previous: Project | undefined };

// The status changes on screen at once; a refusal puts the previous one back and the error policy says
// why in the server's words (a toast). The answer becomes the detail; lists and counts are refetched.
export function useChangeProjectStatus(
  projectId: number,
  options?: MutationHookOptions<Project, string, StatusContext>,
) {
  const queryClient = useQueryClient();
  const key = projectDetailKeys.detail(projectId);
  return useMutationWithOptions<Project, string, StatusContext>(
    {
      mutationFn: (status) => patchProject(projectId, { status }),
      onMutate: async (status) => {
        await queryClient.cancelQueries({ queryKey: key, exact: true });
        const previous = queryClient.getQueryData<Project>(key);
        if (previous) queryClient.setQueryData<Project>(key, { ...previous, status });
        return { previous };
      },
      onError: (_error, _status, context) => {
        if (context?.previous) queryClient.setQueryData(key, context.previous);
      },
      onSuccess: async (project) => {
        queryClient.setQueryData(key, project);
        await invalidateAllBut(queryClient, projectId);
      },
      meta: { errorContext: 'mutation' },
    },
    options,
  );
}

// The whole project (?_method=put), for an edit form: 422 at its fields.
export function useReplaceProject(projectId: number, options?: MutationHookOptions<Project, ProjectChanges>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (values: ProjectChanges) => replaceProject(projectId, values),
      onSuccess: async (project: Project) => {
        queryClient.setQueryData(projectDetailKeys.detail(projectId), project);
        await invalidateAllBut(queryClient, projectId);
      },
      meta: { errorContext: 'form' },
    },
    options,
  );
}

// The screen explains a refusal itself (422: invoices refer to the project, with the offer to close it
// instead): nothing is shown by the error policy. Gone, everything under internal-projects is stale but
// nothing is refetched here: the page still showing the project would ask for it and get a 404 before
// the screen has moved on to the list (which then loads afresh).
export function useDeleteProject(projectId: number, options?: MutationHookOptions<void, void>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: () => deleteProject(projectId),
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: projectDetailKeys.all(), refetchType: 'none' }),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

// The answer's fields and files go into the cached project; nothing is refetched.
export function useSaveAdministrativeFields(
  projectId: number,
  options?: MutationHookOptions<SavedAdministration, AdministrationInput>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (values: AdministrationInput) => saveAdministrativeFields(projectId, values),
      onSuccess: (saved: SavedAdministration) =>
        void queryClient.setQueryData<Project>(projectDetailKeys.detail(projectId), (project) =>
          project
            ? { ...project, administrative_fields: saved.administrative_fields, media: saved.media }
            : project,
        ),
      meta: { errorContext: 'form' },
    },
    options,
  );
}
