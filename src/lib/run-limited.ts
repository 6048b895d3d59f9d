// Runs one task per item with at most `limit` in flight (per-id PATCHes where no bulk call exists),
// reporting each one done; a cancel stops starting new ones and lets those in flight finish.

export type LimitedOutcome<T> = { done: T[]; failed: { item: T; error: unknown }[]; cancelled: T[] };

export async function runLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<unknown>,
  {
    onProgress,
    isCancelled = () => false,
  }: { onProgress?: (finished: number) => void; isCancelled?: () => boolean } = {},
): Promise<LimitedOutcome<T>> {
  const outcome: LimitedOutcome<T> = { done: [], failed: [], cancelled: [] };
  let next = 0;
  let finished = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      if (isCancelled()) {
        outcome.cancelled.push(item);
        continue;
      }
      try {
        await task(item);
        outcome.done.push(item);
      } catch (error) {
        outcome.failed.push({ item, error });
      }
      finished += 1;
      onProgress?.(finished);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return outcome;
}
