import { connectTargetOf } from '@/api/integrations/connect-target';

// The API's host here is the mock's (api.staff-portal.test); no NEXT_PUBLIC_TRUSTED_HOSTS is set.
const origin = 'https://portal.example';
const follow = (url: string) => connectTargetOf(url, origin);

describe('which connect address the app follows', () => {
  it('follows a page of this app with the router (the mock’s return page)', () => {
    expect(follow('/settings?tab=integrations&connected=google')).toEqual({
      kind: 'path',
      path: '/settings?tab=integrations&connected=google',
    });
    expect(follow('https://portal.example/settings?tab=integrations')).toEqual({
      kind: 'path',
      path: '/settings?tab=integrations',
    });
  });

  it('follows an https sign-in page of Google or Slack, or one on the API’s hosts', () => {
    const google = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=x&state=y';
    expect(follow(google)).toEqual({ kind: 'page', url: google });
    expect(follow('https://slack.com/oauth/v2/authorize?scope=chat:write')).toMatchObject({ kind: 'page' });
    expect(follow('https://acme.api.staff-portal.test/api/google/callback')).toMatchObject({ kind: 'page' });
  });

  it.each([
    'http://accounts.google.com/o/oauth2/v2/auth',
    'https://evil.example/o/oauth2/v2/auth',
    'https://accounts.google.com.evil.example/auth',
    'https://evil-slack.com/oauth',
    'https://mail.google.com/',
    '//evil.example/x',
    'https://user:pass@accounts.google.com/',
    'javascript:alert(1)',
    'data:text/html,hi',
  ])('does not follow %s', (url) => {
    expect(follow(url)).toBeNull();
  });
});
