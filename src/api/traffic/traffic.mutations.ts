import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AllocationBatch } from '@/lib/traffic-conflicts';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';
import { projectKeys } from '../internal-projects/internal-project.keys';
import { projectFigureKeys } from '../project-figures/project-figure.keys';
import { reminderKeys } from '../reminders/reminder.keys';
import { termKeys } from '../terms/term.keys';
import { saveTrafficBatch } from './traffic.api';
import { trafficKeys } from './traffic.keys';
import type { TrafficBatchResult } from './traffic.schemas';

// Allocations are terms: a batch touches the planner and, for any project, its terms, figures,
// reminders and list columns.
export function invalidateAfterAllocationChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trafficKeys.all() }),
    queryClient.invalidateQueries({ queryKey: termKeys.all() }),
    queryClient.invalidateQueries({ queryKey: projectFigureKeys.all() }),
    queryClient.invalidateQueries({ queryKey: reminderKeys.all() }),
    queryClient.invalidateQueries({ queryKey: projectKeys.all() }),
  ]);
}

// The screen rolls its optimistic drawing back on failure and says why (422 keys like
// `changes.1.end_date`); on success everything derived is asked afresh.
export function useSaveTrafficBatch(options?: MutationHookOptions<TrafficBatchResult, AllocationBatch>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: saveTrafficBatch,
      onSettled: () => invalidateAfterAllocationChange(queryClient),
      meta: { errorContext: 'form' },
    },
    options,
  );
}
