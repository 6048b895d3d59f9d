import { runLimited } from '@/lib/run-limited';

describe('per-id requests, a few at a time', () => {
  it('keeps at most the limit in flight and reports each one finished', async () => {
    let inFlight = 0;
    let most = 0;
    const progress: number[] = [];
    const outcome = await runLimited(
      [1, 2, 3, 4, 5, 6],
      4,
      async (id) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight -= 1;
        if (id === 5) throw new Error('refused');
      },
      { onProgress: (finished) => progress.push(finished) },
    );
    expect(most).toBe(4);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6]);
    expect(outcome.done.sort()).toEqual([1, 2, 3, 4, 6]);
    expect(outcome.failed.map((failure) => failure.item)).toEqual([5]);
  });

  it('starts nothing more once cancelled', async () => {
    let cancelled = false;
    const outcome = await runLimited(
      [1, 2, 3, 4],
      1,
      async (id) => {
        if (id === 2) cancelled = true;
      },
      { isCancelled: () => cancelled },
    );
    expect(outcome.done).toEqual([1, 2]);
    expect(outcome.cancelled).toEqual([3, 4]);
  });
});
