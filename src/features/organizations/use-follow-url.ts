import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { internalPathOf } from '@/lib/return-to';

// Follows a URL the API returned: inside the app with the router, elsewhere with a full load.
export function useFollowUrl(): (url: string) => void {
  const router = useRouter();
  return useCallback(
    (url: string) => {
      const path = internalPathOf(url, window.location.origin);
      if (path) {
        // A hash-only change would not reload the page, so hand-off links get a full load.
        if (path.includes('#')) window.location.assign(path);
        else void router.push(path);
      } else window.location.assign(url);
    },
    [router],
  );
}
