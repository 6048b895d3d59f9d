import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BulkResult } from '../common.schemas';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';
import { trafficKeys } from '../traffic/traffic.keys';
import { userKeys } from '../users/user.keys';
import type {
  Candidate,
  CandidateInput,
  CandidateNote,
  HireResult,
  RegistrationLinkSent,
} from './candidate.schemas';
import {
  addCandidateNote,
  createCandidate,
  hireCandidate,
  moveCandidate,
  moveCandidates,
  rejectCandidates,
  restoreCandidate,
  sendRegistrationLink,
  updateCandidate,
  type BulkStageMove,
  type CandidateUpdate,
  type HireRequest,
  type NewNote,
  type Rejection,
  type Restore,
  type StageMove,
} from './recruitment.api';
import { recruitmentKeys } from './recruitment.keys';

// Candidates are users: a change refreshes recruitment, the people lists (a hire joins the directory)
// and the planner (pre-offer and offer hires are drawn as incoming). A hired candidate has left
// recruitment: their drawer closes rather than refetch and say they could not be loaded.
export function invalidateAfterCandidateChange(queryClient: QueryClient, hiredId?: number) {
  const hiredKey = hiredId === undefined ? null : recruitmentKeys.detail(hiredId);
  const isHiredDetail = (key: readonly unknown[]) =>
    hiredKey !== null && hiredKey.every((part, index) => key[index] === part);
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: recruitmentKeys.all(),
      predicate: (query) => !isHiredDetail(query.queryKey),
    }),
    queryClient.invalidateQueries({ queryKey: userKeys.all() }),
    queryClient.invalidateQueries({ queryKey: trafficKeys.all() }),
  ]);
}

function useCandidateMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  errorContext: 'form',
  options?: MutationHookOptions<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    { mutationFn, onSuccess: () => invalidateAfterCandidateChange(queryClient), meta: { errorContext } },
    options,
  );
}

export const useCreateCandidate = (options?: MutationHookOptions<Candidate, CandidateInput>) =>
  useCandidateMutation(createCandidate, 'form', options);
export const useUpdateCandidate = (options?: MutationHookOptions<Candidate, CandidateUpdate>) =>
  useCandidateMutation(updateCandidate, 'form', options);
export const useMoveCandidate = (options?: MutationHookOptions<Candidate, StageMove>) =>
  useCandidateMutation(moveCandidate, 'form', options);
export const useMoveCandidates = (options?: MutationHookOptions<BulkResult, BulkStageMove>) =>
  useCandidateMutation(moveCandidates, 'form', options);
export const useRejectCandidates = (options?: MutationHookOptions<BulkResult, Rejection>) =>
  useCandidateMutation(rejectCandidates, 'form', options);
export const useRestoreCandidate = (options?: MutationHookOptions<Candidate, Restore>) =>
  useCandidateMutation(restoreCandidate, 'form', options);
export function useHireCandidate(options?: MutationHookOptions<HireResult, HireRequest>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: hireCandidate,
      onSuccess: (_result, { id }) => invalidateAfterCandidateChange(queryClient, id),
      meta: { errorContext: 'form' },
    },
    options,
  );
}
export const useSendRegistrationLink = (options?: MutationHookOptions<RegistrationLinkSent, number>) =>
  useCandidateMutation(sendRegistrationLink, 'form', options);
export const useAddCandidateNote = (options?: MutationHookOptions<CandidateNote, NewNote>) =>
  useCandidateMutation(addCandidateNote, 'form', options);
