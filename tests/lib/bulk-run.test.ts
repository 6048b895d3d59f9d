import { afterRetry, idsOfFailures, runBulkParts, type BulkRun } from '@/lib/bulk-run';

type Part = [type: string, ids: number[]];
const idsOf = ([, ids]: Part) => ids;

describe('runBulkParts', () => {
  it('keeps a failed part with its ids and error while the other parts’ answers stand', async () => {
    const error = new Error('500');
    const run = await runBulkParts<Part>(
      [
        ['hours', [1, 2]],
        ['vacation', [3]],
        ['other', [4]],
      ],
      idsOf,
      async ([type, ids]) => {
        if (type === 'vacation') throw error;
        return { updated: ids.slice(0, 1), skipped: ids.slice(1).map((id) => ({ id, reason: 'already' })) };
      },
      ([type]) => type,
    );
    expect(run).toEqual({
      updated: [1, 4],
      skipped: [{ id: 2, reason: 'already' }],
      failed: [{ ids: [3], error, label: 'vacation' }],
    });
  });
});

describe('afterRetry', () => {
  it('adds what the retry did and keeps only failures that were not resent or failed again', () => {
    const serverFault = { ids: [3, 4], error: 'server' };
    const refusal = { ids: [5], error: 'refused' };
    const previous: BulkRun = {
      updated: [1],
      skipped: [{ id: 2, reason: 'already' }],
      failed: [serverFault, refusal],
    };
    const retried: BulkRun = { updated: [3], skipped: [], failed: [{ ids: [4], error: 'again' }] };
    const run = afterRetry(previous, [serverFault], retried);
    expect(run).toEqual({
      updated: [1, 3],
      skipped: [{ id: 2, reason: 'already' }],
      failed: [refusal, { ids: [4], error: 'again' }],
    });
    expect(idsOfFailures(run.failed)).toEqual([5, 4]);
  });
});
