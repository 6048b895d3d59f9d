import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useCallback, useState } from 'react';
import type { TrafficRow } from '@/api/traffic/traffic.schemas';
import { percentageFromMinutesPerDay } from '@/lib/duration';
import { isEmptyBatch, setLineTimeInPeriod } from '@/lib/traffic-edits';
import type { TrafficPeriod } from '@/lib/traffic-periods';
import { fixableOf } from '../shared/optimistic-rows';
import { useAllocationHistory } from '../shared/use-allocation-history';
import { batchErrorMessage } from './batch-error';
import type { CellEdit } from './use-cell-editor';

type CellErrors = ReadonlyMap<string, ReadonlyMap<number, string>>;

const withError = (errors: CellErrors, key: string, periodIndex: number, message: string | null) => {
  const next = new Map(errors);
  const line = new Map(next.get(key) ?? []);
  if (message === null) line.delete(periodIndex);
  else line.set(periodIndex, message);
  next.set(key, line);
  return next;
};

// A project's time in a period set from the table, saved as one batch (drawn at once, rolled back
// with the reason at the cell and in a snackbar when refused), with undo and redo.
export function useTableEdits(rows: readonly TrafficRow[], periods: readonly TrafficPeriod[]) {
  const history = useAllocationHistory(rows);
  const [errors, setErrors] = useState<CellErrors>(new Map());
  const { apply, undo, redo } = history;

  const edit = useCallback(
    async ({ key: lineKey, person, line, periodIndex, minutes }: CellEdit) => {
      const period = periods[periodIndex];
      if (!period || line.allocations.length === 0) return;
      const fixable = line.allocations.map(fixableOf);
      const batch = setLineTimeInPeriod(fixable, fixable[0]!, period.from, period.to, minutes);
      if (isEmptyBatch(batch)) return;
      setErrors((current) => withError(current, lineKey, periodIndex, null));
      const label = `${line.project.title} ${percentageFromMinutesPerDay(minutes)} % in ${period.label} for ${person.row.user.name}`;
      const outcome = await apply(batch, label);
      if (outcome.ok) return;
      const message = batchErrorMessage(outcome.error);
      setErrors((current) => withError(current, lineKey, periodIndex, message));
      enqueueSnackbar(`Not saved: ${message}`, { variant: 'error' });
    },
    [periods, apply],
  );

  const step = useCallback(
    async (which: 'undo' | 'redo') => {
      const outcome = await (which === 'undo' ? undo() : redo());
      if (outcome && !outcome.ok)
        enqueueSnackbar(`Could not ${which} ${outcome.label}: ${batchErrorMessage(outcome.error)}`, {
          variant: 'error',
        });
    },
    [undo, redo],
  );

  return { history, errors, edit, undo: () => step('undo'), redo: () => step('redo') };
}
