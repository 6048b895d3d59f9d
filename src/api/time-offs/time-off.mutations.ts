import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BulkResult } from '../common.schemas';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';
import { invoiceCreateKeys } from '../invoices/invoice-create.keys';
import { trafficKeys } from '../traffic/traffic.keys';
import { timeOffKeys } from './time-off.keys';
import type { TimeOff, TimeOffInput } from './time-off.schemas';
import {
  approveTimeOffs,
  changeTimeOffExclusion,
  changeTimeOffStatus,
  createTimeOff,
  rejectTimeOffs,
  updateTimeOff,
  withdrawTimeOff,
  type TimeOffBulkApproval,
  type TimeOffBulkRejection,
  type TimeOffExclusionRequest,
  type TimeOffStatusRequest,
  type TimeOffUpdate,
} from './time-offs.api';

// Leave feeds every time-off list, count, balance, ledger and the calendar, and the invoice
// calculations (which leave out or bill the days): a change asks for all of them afresh.
export function invalidateAfterTimeOffChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: timeOffKeys.all() }),
    queryClient.invalidateQueries({ queryKey: invoiceCreateKeys.calculations() }),
    // Approved leave lowers capacity in the planner; pending leave is drawn there.
    queryClient.invalidateQueries({ queryKey: trafficKeys.all() }),
  ]);
}

// The answer becomes the detail before everything else is asked afresh.
async function settleTimeOff(queryClient: QueryClient, timeOff: TimeOff) {
  queryClient.setQueryData(timeOffKeys.detail(timeOff.id), timeOff);
  await invalidateAfterTimeOffChange(queryClient);
}

function useTimeOffMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<TimeOff>,
  options?: MutationHookOptions<TimeOff, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn,
      onSuccess: (timeOff: TimeOff) => settleTimeOff(queryClient, timeOff),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

// 422 at type (not enough days), start_date (overlap), end_date, partial_days.N.*, attachment.
export const useCreateTimeOff = (options?: MutationHookOptions<TimeOff, TimeOffInput>) =>
  useTimeOffMutation(createTimeOff, options);

export const useUpdateTimeOff = (options?: MutationHookOptions<TimeOff, TimeOffUpdate>) =>
  useTimeOffMutation(updateTimeOff, options);

// Approve or reject the current step (422 at comment for a rejection without one).
export const useChangeTimeOffStatus = (options?: MutationHookOptions<TimeOff, TimeOffStatusRequest>) =>
  useTimeOffMutation(changeTimeOffStatus, options);

export const useChangeTimeOffExclusion = (options?: MutationHookOptions<TimeOff, TimeOffExclusionRequest>) =>
  useTimeOffMutation(changeTimeOffExclusion, options);

function useBulkTimeOffMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<BulkResult>,
  options?: MutationHookOptions<BulkResult, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn,
      onSuccess: () => invalidateAfterTimeOffChange(queryClient),
      meta: { errorContext: 'mutation' },
    },
    options,
  );
}

// The result dialog shows what was skipped and why (not your step, already decided…).
export const useApproveTimeOffs = (options?: MutationHookOptions<BulkResult, TimeOffBulkApproval>) =>
  useBulkTimeOffMutation(approveTimeOffs, options);

export const useRejectTimeOffs = (options?: MutationHookOptions<BulkResult, TimeOffBulkRejection>) =>
  useBulkTimeOffMutation(rejectTimeOffs, options);

// Withdraw (DELETE): the request is gone; its detail is dropped rather than asked for again (a 404).
export function useWithdrawTimeOff(options?: MutationHookOptions<void, number>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: withdrawTimeOff,
      onSuccess: (_nothing: void, id: number) => {
        queryClient.removeQueries({ queryKey: timeOffKeys.detail(id) });
        return invalidateAfterTimeOffChange(queryClient);
      },
      meta: { errorContext: 'mutation' },
    },
    options,
  );
}
