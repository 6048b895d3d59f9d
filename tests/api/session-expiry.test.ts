// @vitest-environment jsdom
import { z } from 'zod';
import { ApiError } from '@/api/api-error';
import { request } from '@/api/http';
import { getSession } from '@/api/session';
import { END_USER_COOKIE, readCookie, writeJsonCookie } from '@/lib/cookies';
import { ACCESS_TOKEN_TTL_SECONDS } from '@/mocks/tokens';
import { setupMockApi, signIn } from '../support/mock-api';
import { recordRequests } from '../support/sent-requests';

setupMockApi();
afterEach(() => vi.useRealTimers());

const anything = z.unknown();

describe('an expired token (security review 17, finding C)', () => {
  it('is not sent: the call fails as an ended session and every cookie of ours is cleared but drafts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await signIn('admin@acme.test');
    writeJsonCookie(END_USER_COOKIE, { email: 'admin@acme.test' });
    writeJsonCookie('draft-add-employee', { version: 1 });
    await expect(request(anything, { method: 'GET', url: 'user' })).resolves.toBeDefined();

    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000);
    const { requests } = recordRequests();
    const failure = await request(anything, { method: 'GET', url: 'user' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, sessionEnd: 'expired' });
    expect(requests).toEqual([]);
    for (const name of ['token', 'end-user']) expect(readCookie(name), name).toBeUndefined();
    // A draft lives its 5 days across its owner's sessions (SPEC §9); only its owner reads it back.
    expect(readCookie('draft-add-employee')).toBeDefined();
    expect(getSession().token).toBeNull();
  });
});
