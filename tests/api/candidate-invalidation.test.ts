import { QueryClient } from '@tanstack/react-query';
import { invalidateAfterCandidateChange } from '@/api/recruitment/recruitment.mutations';
import { recruitmentKeys } from '@/api/recruitment/recruitment.keys';

const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('after a candidate change', () => {
  it('a hire refreshes the lists and other candidates but not the hired one, who has left recruitment', async () => {
    const client = new QueryClient();
    const list = recruitmentKeys.list({ page: 1 } as never);
    for (const key of [list, recruitmentKeys.detail(5), recruitmentKeys.notes(5), recruitmentKeys.detail(6)])
      client.setQueryData(key, {});
    await invalidateAfterCandidateChange(client, 5);
    expect(stale(client, list)).toBe(true);
    expect(stale(client, recruitmentKeys.detail(6))).toBe(true);
    expect(stale(client, recruitmentKeys.detail(5))).toBe(false);
    expect(stale(client, recruitmentKeys.notes(5))).toBe(false);
  });

  it('any other change refreshes every candidate', async () => {
    const client = new QueryClient();
    client.setQueryData(recruitmentKeys.detail(5), {});
    await invalidateAfterCandidateChange(client);
    expect(stale(client, recruitmentKeys.detail(5))).toBe(true);
  });
});
