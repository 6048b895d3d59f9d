import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/api/http';
import { renderWithApp } from '../render';
import { answerWith } from '../support/answer-with';
import { signIn, setupMockApi } from '../support/mock-api';

setupMockApi();

function ProbeScreen() {
  const probe = useQuery({
    queryKey: ['probe'],
    queryFn: () => request(z.object({ data: z.string() }), { url: 'probe' }),
  });
  return <p>{probe.isError ? 'failed' : probe.data ? probe.data.data : 'loading'}</p>;
}

const answer = (status: number) => answerWith('GET', 'probe', status, { message: 'No' });

describe('page data failures (SPEC §8)', () => {
  it.each([401, 403, 404, 422])('%i navigates to /404', async (status) => {
    await signIn('admin@acme.test');
    answer(status);
    const { router } = renderWithApp(<ProbeScreen />, { url: '/employee/999/overview' });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/404'));
    expect(screen.queryByText('Unexpected error')).not.toBeInTheDocument();
  });

  it('a server error shows the unexpected error toast and stays on the page', async () => {
    await signIn('admin@acme.test');
    answer(500);
    const { router } = renderWithApp(<ProbeScreen />, { url: '/employees' });
    expect(await screen.findByText('Unexpected error')).toBeInTheDocument();
    expect(
      screen.getByText('Unexpected error occurred please try again later and contact developers'),
    ).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });
});
