import { renderHook, waitFor } from '@testing-library/react';
import { employmentTypesList, useEmploymentTypes } from '@/api/employment-types/employment-types.reference';
import { useLocationSearch } from '@/api/locations/location.queries';
import { referenceLists } from '@/api/reference-registry';
import { setupMockApi, signIn } from '../support/mock-api';
import { queryWrapper } from './support/query-wrapper';
import { lastSent, recordEachCase, sentTo } from '../support/sent-requests';

setupMockApi();
const sent = recordEachCase();

describe('employment types', () => {
  it('is a token-only reference list: GET employment-types → [{ id, name, order }]', async () => {
    expect(referenceLists.employmentTypes).toBe(employmentTypesList);
    expect(employmentTypesList.needsToken).toBe(true);
    const { wrapper } = queryWrapper();
    const { result, rerender } = renderHook(() => useEmploymentTypes(), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    await signIn('employee@acme.test');
    rerender();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(lastSent(sent, 'employment-types', 'GET').host).toBe('acme.api.staff-portal.test');
    expect(result.current.data).toEqual([
      { id: 1, name: 'Full-time', order: 1 },
      { id: 2, name: 'Part-time', order: 2 },
      { id: 3, name: 'Contractor', order: 3 },
      { id: 4, name: 'Intern', order: 4 },
    ]);
  });
});

describe('useLocationSearch', () => {
  it('asks from 2 characters on, with the trimmed text, and keeps the last answer while typing', async () => {
    await signIn('admin@acme.test');
    const { wrapper } = queryWrapper();
    const { result, rerender } = renderHook(({ text }: { text: string }) => useLocationSearch(text), {
      wrapper,
      initialProps: { text: ' b ' },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sentTo(sent, 'location')).toHaveLength(0);
    expect(result.current.data).toBeUndefined();

    rerender({ text: 'be ' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(lastSent(sent, 'location', 'GET').query)).toEqual({ location: 'be' });
    expect(result.current.data?.map((location) => location.name)).toEqual(['Belgrade', 'Berlin']);

    rerender({ text: 'ber' });
    expect(result.current.data?.map((location) => location.name)).toEqual(['Belgrade', 'Berlin']);
    await waitFor(() =>
      expect(result.current.data).toEqual([{ id: 'berlin-de', name: 'Berlin', country: 'Germany' }]),
    );
  });
});
