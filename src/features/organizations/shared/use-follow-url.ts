import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { trustedHosts } from '@/api/config';
import { followTargetOf } from '@/lib/return-to';

export const REFUSED_URL_MESSAGE = 'The server sent a link this app does not follow. Nothing was opened.';

// Follows a URL the API returned: inside the app with the router, a trusted host with a full load,
// anything else not at all (see followTargetOf).
export function useFollowUrl(): (url: string) => void {
  const router = useRouter();
  return useCallback(
    (url: string) => {
      const target = followTargetOf(url, window.location.origin, trustedHosts());
      if (!target) {
        enqueueSnackbar(REFUSED_URL_MESSAGE, { variant: 'error' });
      } else if (target.kind === 'page') window.location.assign(target.url);
      // A hash-only change would not reload the page, so hand-off links get a full load.
      else if (target.path.includes('#')) window.location.assign(target.path);
      else void router.push(target.path);
    },
    [router],
  );
}
