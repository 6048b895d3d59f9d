import type { UrlStateCodec } from '@/components/url/use-url-state';

export const VERIFY_NOTICE_PATH = '/verify-notice';

// Whose verification link to send again (/verify-notice?email=…), as a refused log in names it.
export const verifyNoticeUrl: UrlStateCodec<string | null> = {
  read: (query) => (typeof query.email === 'string' ? query.email : null),
  write: (email) => ({ email: email ?? undefined }),
};
