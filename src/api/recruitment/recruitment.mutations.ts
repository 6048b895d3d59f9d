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
  RegistrationLink,
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
// and the planner (pre-offer and offer hires are drawn as incoming).
export function invalidateAfterCandidateChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: recruitmentKeys.all() }),
    queryClient.invalidateQueries({ queryKey: userKeys.all() }),
    queryClient.invalidateQueries({ queryKey: trafficKeys.all() }),
  ]);
}

function useCandidateMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  errorContext: 'form' | 'inline',
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
  useCandidateMutation(moveCandidate, 'inline', options);
export const useMoveCandidates = (options?: MutationHookOptions<BulkResult, BulkStageMove>) =>
  useCandidateMutation(moveCandidates, 'inline', options);
export const useRejectCandidates = (options?: MutationHookOptions<BulkResult, Rejection>) =>
  useCandidateMutation(rejectCandidates, 'form', options);
export const useRestoreCandidate = (options?: MutationHookOptions<Candidate, Restore>) =>
  useCandidateMutation(restoreCandidate, 'form', options);
export const useHireCandidate = (options?: MutationHookOptions<HireResult, HireRequest>) =>
  useCandidateMutation(hireCandidate, 'form', options);
export const useSendRegistrationLink = (options?: MutationHookOptions<RegistrationLink, number>) =>
  useCandidateMutation(sendRegistrationLink, 'inline', options);
export const useAddCandidateNote = (options?: MutationHookOptions<CandidateNote, NewNote>) =>
  useCandidateMutation(addCandidateNote, 'form', options);
