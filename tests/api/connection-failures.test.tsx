import { renderHook, screen, waitFor } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
// eslint-disable-next-line no-restricted-imports -- the test plays axios' adapter, raising axios' own timeout
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { act } from 'react';
import { ApiError } from '@/api/api-error';
import {
  decideError,
  OFFLINE_TITLE,
  OFFLINE_TOAST,
  TIMEOUT_READ_MESSAGE,
  TIMEOUT_TITLE,
  TIMEOUT_WRITE_MESSAGE,
} from '@/api/error-policy';
import { http, LONG_TIMEOUT_MS, PLAIN_TIMEOUT_MS } from '@/api/http';
import { OFFLINE_NOTICE, OfflineNotice } from '@/components/feedback/offline-notice';
import { createTestWrapper, renderWithApp } from '../render';
import { setupMockApi, signIn } from '../support/mock-api';
import { recordRequests } from '../support/sent-requests';

setupMockApi();

const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

// What axios raises when the answer does not come in time, counted per attempt.
let attempts = 0;
function timedOut(config: InternalAxiosRequestConfig): AxiosError {
  attempts += 1;
  return new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config);
}

// The timeout axios would use for a call, read where the call would leave (an adapter that answers).
async function timeoutOf(config: Parameters<typeof http.request>[0]): Promise<number | undefined> {
  let timeout: number | undefined;
  await http.request({
    ...config,
    adapter: async (sent) => {
      timeout = sent.timeout;
      return { data: {}, status: 200, statusText: 'OK', headers: {}, config: sent };
    },
  });
  return timeout;
}

describe('offline and slow (security review 17, medium 10)', () => {
  it('offline, a save fails at once with a clear message and nothing is sent', async () => {
    await signIn('admin@acme.test');
    const { requests } = recordRequests();
    goOffline();
    const failure = await http.post('positions', { name: 'Designer' }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ connection: 'offline', changesData: true });
    expect(requests).toHaveLength(0);
    expect(decideError(failure, 'form')).toEqual({
      toast: { title: OFFLINE_TITLE, message: OFFLINE_TOAST },
      report: false,
    });
  });

  it('offline, a save does not wait silently: the mutation fails at once', async () => {
    await signIn('admin@acme.test');
    goOffline();
    const { wrapper } = createTestWrapper();
    const { result } = renderHook(
      () => useMutation({ mutationFn: () => http.post('positions', { name: 'Designer' }) }),
      { wrapper },
    );
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isPaused).toBe(false);
  });

  it('uploads and generated files get minutes, plain calls seconds', async () => {
    await signIn('admin@acme.test');
    expect(await timeoutOf({ method: 'GET', url: 'positions' })).toBe(PLAIN_TIMEOUT_MS);
    expect(PLAIN_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
    expect(await timeoutOf({ method: 'POST', url: 'user-cvs', data: new FormData() })).toBe(LONG_TIMEOUT_MS);
    expect(await timeoutOf({ method: 'GET', url: 'generate-cv', responseType: 'blob' })).toBe(
      LONG_TIMEOUT_MS,
    );
    expect(LONG_TIMEOUT_MS).toBeGreaterThanOrEqual(120_000);
  });

  it('a save with no answer in time is not retried: the page refetches what is stored and the user is told', async () => {
    await signIn('admin@acme.test');
    const { wrapper, queryClient } = createTestWrapper();
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: () =>
            http.post(
              'positions',
              { name: 'Designer' },
              { adapter: (sent) => Promise.reject(timedOut(sent)) },
            ),
        }),
      { wrapper },
    );
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ connection: 'timeout', changesData: true });
    expect(attempts).toBe(1);
    expect(refetch).toHaveBeenCalled();
    expect(decideError(result.current.error, 'form')).toEqual({
      toast: { title: TIMEOUT_TITLE, message: TIMEOUT_WRITE_MESSAGE },
      report: false,
    });
  });

  it('a read with no answer in time asks to try again', () => {
    const slow = new ApiError({ status: 0, message: 'timeout', connection: 'timeout' });
    expect(decideError(slow, 'page')).toEqual({
      toast: { title: TIMEOUT_TITLE, message: TIMEOUT_READ_MESSAGE },
      report: false,
    });
  });

  it('every screen says so while the browser is offline', () => {
    const offline = goOffline();
    renderWithApp(<OfflineNotice />);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_NOTICE);
    offline.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
