import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { refusalText } from '@/api/refusal-text';
import type { AllocationBatch } from '@/lib/traffic-conflicts';
import type { TimelineModel } from './use-timeline-model';

// A refusal in one line: the first 422 message, else the error's own.
const refusalOf = (error: unknown): string =>
  refusalText(error, error instanceof Error ? error.message : 'The change was not saved.');

// The timeline's batches through its history (drawn at once, rolled back when refused, undoable):
// a refusal is said in a snackbar, and so is what an undo or redo did.
export function useTimelineHistory(history: TimelineModel['history']) {
  const save = useCallback(
    async (batch: AllocationBatch, label: string) => {
      const outcome = await history.apply(batch, label);
      if (!outcome.ok) enqueueSnackbar(`Not saved: ${refusalOf(outcome.error)}`, { variant: 'error' });
      return outcome;
    },
    [history],
  );

  const undo = useCallback(async () => {
    const result = await history.undo();
    if (result && !result.ok) enqueueSnackbar(`Not undone: ${refusalOf(result.error)}`, { variant: 'error' });
    else if (result) enqueueSnackbar(`Undone: ${result.label}`, { variant: 'info' });
  }, [history]);
  // A snackbar's Undo runs the latest undo, not the one of the render that showed it.
  const undoRef = useRef(undo);
  useLayoutEffect(() => {
    undoRef.current = undo;
  });
  const undoLatest = useCallback(() => undoRef.current(), []);

  const redo = useCallback(async () => {
    const result = await history.redo();
    if (result && !result.ok) enqueueSnackbar(`Not redone: ${refusalOf(result.error)}`, { variant: 'error' });
    else if (result) enqueueSnackbar(`Redone: ${result.label}`, { variant: 'info' });
  }, [history]);

  return { save, undo, undoLatest, redo };
}

export type TimelineHistory = ReturnType<typeof useTimelineHistory>;
