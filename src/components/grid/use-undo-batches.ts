import { useCallback, useRef, useState } from 'react';

export type BatchOutcome = { ok: true } | { ok: false; error: unknown };

// What the user did, in words ("Moved Atlas to 5 May"), with the batch that undoes it.
type HistoryEntry<TBatch> = { label: string; batch: TBatch };

type Stack = 'new' | 'undo' | 'redo';

export type UndoBatchesSetup<TBatch> = {
  // Draws the batch at once (optimistic); returns what to do when its save settles (put back what was
  // there when it was refused).
  draw: (batch: TBatch) => (saved: boolean) => void;
  // Sends the batch; resolves to the batch that undoes it, rejects with the reason it was refused.
  send: (batch: TBatch) => Promise<TBatch>;
  // One batch at a time: a batch sent while another is saving is refused without being drawn.
  oneAtATime?: boolean;
};

// The one undo history of the grids: batches drawn at once, rolled back with the reason when refused,
// undone and redone one batch at a time; a refused undo or redo stays where it was.
export function useUndoBatches<TBatch>({ draw, send, oneAtATime = false }: UndoBatchesSetup<TBatch>) {
  const [undoStack, setUndoStack] = useState<HistoryEntry<TBatch>[]>([]);
  const [redoStack, setRedoStack] = useState<HistoryEntry<TBatch>[]>([]);
  const [inFlight, setInFlight] = useState(0);
  const busy = useRef(0);

  const run = useCallback(
    async (batch: TBatch, label: string, stack: Stack): Promise<BatchOutcome> => {
      if (oneAtATime && busy.current > 0)
        return { ok: false, error: new Error('Another change is still being saved.') };
      busy.current += 1;
      setInFlight((count) => count + 1);
      const settle = draw(batch);
      try {
        const inverse = await send(batch);
        settle(true);
        const entry = { label, batch: inverse };
        if (stack === 'undo') setRedoStack((entries) => [...entries, entry]);
        else {
          setUndoStack((entries) => [...entries, entry]);
          if (stack === 'new') setRedoStack([]);
        }
        return { ok: true };
      } catch (error) {
        settle(false);
        return { ok: false, error };
      } finally {
        busy.current -= 1;
        setInFlight((count) => count - 1);
      }
    },
    [draw, send, oneAtATime],
  );

  const apply = useCallback((batch: TBatch, label = '') => run(batch, label, 'new'), [run]);

  const step = useCallback(
    async (which: 'undo' | 'redo'): Promise<(BatchOutcome & { label: string }) | null> => {
      const entries = which === 'undo' ? undoStack : redoStack;
      const setEntries = which === 'undo' ? setUndoStack : setRedoStack;
      const entry = entries.at(-1);
      if (!entry) return null;
      setEntries((current) => current.slice(0, -1));
      const outcome = await run(entry.batch, entry.label, which);
      if (!outcome.ok) setEntries((current) => [...current, entry]);
      return { ...outcome, label: entry.label };
    },
    [undoStack, redoStack, run],
  );
  const undo = useCallback(() => step('undo'), [step]);
  const redo = useCallback(() => step('redo'), [step]);

  // A new version or year starts a history of its own.
  const resetHistory = useCallback(() => {
    setUndoStack([]);
    setRedoStack([]);
  }, []);

  return {
    apply,
    undo,
    redo,
    resetHistory,
    canUndo: undoStack.length > 0,
    canRedo: redoStack.length > 0,
    undoLabel: undoStack.at(-1)?.label ?? null,
    redoLabel: redoStack.at(-1)?.label ?? null,
    saving: inFlight > 0,
  };
}
