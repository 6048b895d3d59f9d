import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { refreshProfile } from '../users/profile-refresh';
import { cvKeys } from './cv.keys';
import type { Cv, CvEnhanceInput, CvInput } from './cv.schemas';
import {
  changeCvVariant,
  createCv,
  deleteCv,
  duplicateCv,
  enhanceCvText,
  renameCv,
  updateCv,
  uploadCvFile,
} from './cvs.api';
import { type MutationHookOptions, useMutationWithOptions } from '../hook-options';

// Every change refetches the owner's profile (which lists the CVs) and the CV's history before the
// caller's onSuccess. The PDF is keyed by updated_at, so the preview follows by itself.
function refreshAfter(queryClient: QueryClient, userId: number, cvId?: number) {
  return Promise.all([
    refreshProfile(queryClient, userId),
    cvId === undefined
      ? Promise.resolve()
      : queryClient.invalidateQueries({ queryKey: cvKeys.history(cvId) }),
  ]);
}

// 422 on cv_name, variant, summary or sections goes to the form.
export function useCreateCv(userId: number, options?: MutationHookOptions<Cv, CvInput>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (input: CvInput) => createCv({ user_id: userId, ...input }),
      onSuccess: (cv: Cv) => refreshAfter(queryClient, userId, cv.id),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export function useUpdateCv(userId: number, options?: MutationHookOptions<Cv, CvInput & { id: number }>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: ({ id, ...input }: CvInput & { id: number }) => updateCv(id, input),
      onSuccess: (cv: Cv) => refreshAfter(queryClient, userId, cv.id),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export function useRenameCv(
  userId: number,
  options?: MutationHookOptions<Cv, { id: number; cv_name: string }>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: ({ id, cv_name }: { id: number; cv_name: string }) => renameCv(id, cv_name),
      onSuccess: (cv: Cv) => refreshAfter(queryClient, userId, cv.id),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export function useChangeCvVariant(
  userId: number,
  options?: MutationHookOptions<Cv, { id: number; variant: string }>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: ({ id, variant }: { id: number; variant: string }) => changeCvVariant(id, variant),
      onSuccess: (cv: Cv) => refreshAfter(queryClient, userId, cv.id),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

// 422 on file (not a PDF, or over 10 MB) goes to the upload field.
export function useUploadCvFile(
  userId: number,
  options?: MutationHookOptions<Cv, { id: number; file: Blob }>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: ({ id, file }: { id: number; file: Blob }) => uploadCvFile(id, file),
      onSuccess: (cv: Cv) => refreshAfter(queryClient, userId, cv.id),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export function useDuplicateCv(userId: number, options?: MutationHookOptions<Cv, number>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (id: number) => duplicateCv(id),
      onSuccess: (cv: Cv) => refreshAfter(queryClient, userId, cv.id),
      meta: { errorContext: 'mutation' },
    },
    options,
  );
}

export function useDeleteCv(
  userId: number,
  options?: MutationHookOptions<Awaited<ReturnType<typeof deleteCv>>, number>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (id: number) => deleteCv(id),
      onSuccess: async (_answer, id) => {
        queryClient.removeQueries({ queryKey: cvKeys.history(id) });
        await refreshProfile(queryClient, userId);
      },
      meta: { errorContext: 'mutation' },
    },
    options,
  );
}

// Nothing changes until the user accepts the suggestion and saves the form.
export function useEnhanceCvText(options?: MutationHookOptions<string, CvEnhanceInput>) {
  return useMutationWithOptions({ mutationFn: enhanceCvText, meta: { errorContext: 'mutation' } }, options);
}
