import { renderHook, waitFor } from '@testing-library/react';
import { useCurrentUser } from '@/api/users/user.queries';
import { currentUserResponseSchema } from '@/api/users/user.schemas';
import { readJsonCookie } from '@/lib/cookies';
import { setFault } from '@/mocks/scenarios';
import { createTestWrapper } from '../render';
import { answerWith } from '../support/answer-with';
import { signIn, setupMockApi } from '../support/mock-api';
import { recordRequests, sentTo } from '../support/sent-requests';

setupMockApi();

const render = () => renderHook(() => useCurrentUser(), { wrapper: createTestWrapper('/employees').wrapper });

describe('the current user', () => {
  it('comes from GET /user and is kept in the end-user cookie', async () => {
    await signIn('sale@acme.test');
    const { result } = render();
    await waitFor(() => expect(result.current.user?.email).toBe('sale@acme.test'));
    expect(readJsonCookie<{ email: string }>('end-user')?.email).toBe('sale@acme.test');
  });

  it('is kept without an inline picture, which would not fit a cookie (security review 17, medium 5)', async () => {
    await signIn('sale@acme.test');
    const avatar = `data:image/png;base64,${'A'.repeat(6000)}`;
    answerWith(
      'GET',
      'user',
      200,
      {
        data: { id: 5, first_name: 'Ann', last_name: 'Lee', name: 'Ann Lee', email: 'ann@acme.test', avatar },
      },
      currentUserResponseSchema,
    );
    const { result } = render();
    await waitFor(() => expect(result.current.user?.avatar).toBe(avatar));
    expect(readJsonCookie<{ email: string; avatar: string | null }>('end-user')).toMatchObject({
      email: 'ann@acme.test',
      avatar: null,
    });
  });

  it('has the role sale when the API gives none', async () => {
    await signIn('sale@acme.test');
    answerWith(
      'GET',
      'user',
      200,
      { data: { id: 5, first_name: 'Ann', last_name: 'Lee', name: 'Ann Lee', email: 'ann@acme.test' } },
      currentUserResponseSchema,
    );
    const { result } = render();
    await waitFor(() => expect(result.current.user?.role).toBe('sale'));
    expect(result.current.user?.permissions).toEqual([]);
  });

  it('is not fetched without a session', async () => {
    const { result } = render();
    expect(result.current.user).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });

  it('a failure to fetch it is silently ignored', async () => {
    await signIn('sale@acme.test');
    setFault({ method: 'GET', path: 'user', status: 500 });
    const { result } = render();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.body).not.toHaveTextContent('Unexpected error');
  });

  it('can be refetched on demand', async () => {
    await signIn('sale@acme.test');
    const { requests } = recordRequests();
    const { result } = render();
    await waitFor(() => expect(result.current.user).toBeDefined());
    await result.current.refetchCurrentUser();
    expect(sentTo(requests, 'user', 'GET')).toHaveLength(2);
  });
});
