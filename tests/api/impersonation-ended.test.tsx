import { screen, waitFor } from '@testing-library/react';
import { IMPERSONATION_HEADER } from '@/api/http';
import { IMPERSONATION_ENDED_MESSAGE, IMPERSONATION_ENDED_TITLE } from '@/api/error-policy';
import { getSession, startImpersonation } from '@/api/session';
import { useCurrentUser } from '@/api/users/user.queries';
import { readCookie } from '@/lib/cookies';
import { getTenantDb } from '@/mocks/db';
import { ACCESS_TOKEN_TTL_SECONDS, issueImpersonationToken } from '@/mocks/tokens';
import { renderWithApp } from '../render';
import { setupMockApi, signIn } from '../support/mock-api';
import { recordRequests, sentTo } from '../support/sent-requests';

setupMockApi();
afterEach(() => vi.useRealTimers());

function WhoAmI() {
  const { user } = useCurrentUser();
  return <p>{user ? `Acting as ${user.name}` : 'Nobody yet'}</p>;
}

async function idOf(email: string): Promise<number> {
  const user = (await getTenantDb('acme')).users.findFirst((q) => q.where({ email }));
  if (!user) throw new Error(`no ${email} in acme`);
  return user.id;
}

describe('an impersonation the API no longer accepts (security review 17, finding B)', () => {
  it.each(['expired', 'garbage'])('%s impersonation stops impersonating and tells the user', async (kind) => {
    await signIn('admin@acme.test');
    const employeeId = await idOf('employee@acme.test');
    vi.useFakeTimers({ toFake: ['Date'] });
    // Issued long ago: ten seconds of it are left.
    const token =
      kind === 'expired'
        ? await issueImpersonationToken(
            await idOf('admin@acme.test'),
            employeeId,
            'acme',
            Date.now() - (ACCESS_TOKEN_TTL_SECONDS - 10) * 1000,
          )
        : 'not-a-token';
    startImpersonation({ userId: employeeId, name: 'Mariam Lomidze', token });
    // The tab stays open past its end.
    vi.setSystemTime(Date.now() + 60_000);
    const { requests } = recordRequests();
    const { router } = renderWithApp(<WhoAmI />, { url: '/employees' });

    expect(await screen.findByText(IMPERSONATION_ENDED_TITLE)).toBeInTheDocument();
    expect(screen.getByText(IMPERSONATION_ENDED_MESSAGE)).toBeInTheDocument();
    expect(getSession().impersonation).toBeNull();
    expect(readCookie('impersonation-token')).toBeUndefined();
    expect(readCookie('impersonated-user')).toBeUndefined();
    // The next call acts as the admin, without the refused token, and the page stays.
    expect(await screen.findByText('Acting as Nino Beridze')).toBeInTheDocument();
    const calls = sentTo(requests, 'user', 'GET');
    // An expired one is dropped with its cookie and noticed before anything is sent; a garbage one is
    // sent once and refused by the API.
    expect(calls.map((call) => call.headers.get(IMPERSONATION_HEADER))).toEqual(
      kind === 'expired' ? [null] : [token, null],
    );
    await waitFor(() => expect(router.push).not.toHaveBeenCalledWith('/404'));
  });
});
