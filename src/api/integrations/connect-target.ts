import { followTargetOf, type FollowTarget } from '@/lib/return-to';
import { trustedHosts } from '../config';

// The providers' own sign-in pages (Google's and Slack's consent screens), where a real connect
// address leads; each an exact host, https only.
export const PROVIDER_SIGN_IN_HOSTS: readonly string[] = ['accounts.google.com', 'slack.com'];

// Where a connect address may take the browser: a path of this app, or an https page on the API's hosts,
// NEXT_PUBLIC_TRUSTED_HOSTS or a provider's sign-in host; anything else is not followed (null).
export function connectTargetOf(url: string, origin: string): FollowTarget | null {
  return followTargetOf(url, origin, [...trustedHosts(), ...PROVIDER_SIGN_IN_HOSTS]);
}
