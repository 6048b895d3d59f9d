import type { UrlStateCodec } from '@/components/url/use-url-state';
import { safeReturnTo } from '@/lib/return-to';

// Where a log in goes next (/login?returnTo=%2Ftime-offs): a path of this app only, else the directory.
export const loginUrl: UrlStateCodec<string> = {
  read: (query) => safeReturnTo(query.returnTo),
  write: (returnTo) => ({ returnTo: safeReturnTo(returnTo, '') || undefined }),
};
