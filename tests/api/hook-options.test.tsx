import { act, renderHook, waitFor } from '@testing-library/react';
import { isApiError } from '@/api/api-error';
import { useSaveBriefIntro } from '@/api/user-profile/user-profile.mutations';
import { useUserProfile } from '@/api/user-profile/user-profile.queries';
import type { UserProfile } from '@/api/user-profile/user-profile.schemas';
import { userKeys } from '@/api/users/user.keys';
import { setupMockApi, signIn } from '../support/mock-api';
import { queryWrapper } from './support/query-wrapper';
import { recordEachCase, sentTo } from '../support/sent-requests';

setupMockApi();
const sent = recordEachCase();

// Hooks take (variables, options): what a caller adds goes with the hook's own behaviour, not over it.

const ADMIN_ID = 1;

describe('a mutation hook’s options', () => {
  it('runs the caller’s onSuccess after the hook has refetched what it changed', async () => {
    await signIn('admin@acme.test');
    const { wrapper, queryClient } = queryWrapper();
    let introAtSuccess: string | null | undefined;
    const onSuccess = vi.fn((answer: string | null, _variables: string) => {
      introAtSuccess = queryClient.getQueryData<UserProfile>(userKeys.detail(ADMIN_ID))?.brief_intro;
      return answer;
    });
    const { result } = renderHook(
      () => ({ profile: useUserProfile(ADMIN_ID), save: useSaveBriefIntro(ADMIN_ID, { onSuccess }) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.profile.isSuccess).toBe(true));
    const profileFetches = sentTo(sent, `user/${ADMIN_ID}`, 'GET').length;

    await act(() => result.current.save.mutateAsync('  Leads the people team.  '));

    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess.mock.calls[0]?.[0]).toBe('Leads the people team.');
    expect(onSuccess.mock.calls[0]?.[1]).toBe('  Leads the people team.  ');
    // The profile had been fetched again, with the new intro, before the caller heard of the save.
    expect(sentTo(sent, `user/${ADMIN_ID}`, 'GET').length).toBe(profileFetches + 1);
    expect(introAtSuccess).toBe('Leads the people team.');
  });

  it('keeps the hook’s errorContext when the caller adds meta of its own', async () => {
    await signIn('admin@acme.test');
    const { wrapper, effects } = queryWrapper();
    const { result } = renderHook(() => useSaveBriefIntro(ADMIN_ID, { meta: { suppressed: true } }), {
      wrapper,
    });
    let failure: unknown;
    await act(() =>
      result.current.mutateAsync('x'.repeat(1001)).catch((error: unknown) => (failure = error)),
    );
    expect(isApiError(failure) && failure.status).toBe(422);
    // 'form': a 422 is the form's to show, so no toast (a 'mutation' would have had one).
    expect(effects.notify).not.toHaveBeenCalled();
  });
});

describe('a query hook’s options', () => {
  it('asks nothing with enabled: false, and asks once it turns true', async () => {
    await signIn('admin@acme.test');
    const { wrapper } = queryWrapper();
    const { result, rerender } = renderHook(
      ({ enabled }: { enabled: boolean }) => useUserProfile(ADMIN_ID, { enabled }),
      { wrapper, initialProps: { enabled: false } },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
    expect(sentTo(sent, `user/${ADMIN_ID}`)).toHaveLength(0);

    rerender({ enabled: true });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sentTo(sent, `user/${ADMIN_ID}`, 'GET')).toHaveLength(1);
  });

  it('keeps the hook’s own condition: enabled: true does not ask for a profile when no id is chosen', async () => {
    await signIn('admin@acme.test');
    const { wrapper } = queryWrapper();
    const { result } = renderHook(() => useUserProfile(null, { enabled: true }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(sent.filter((request) => request.path.startsWith('user/'))).toHaveLength(0);
  });
});
