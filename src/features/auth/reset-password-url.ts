import type { UrlStateCodec } from '@/components/url/use-url-state';

// The e-mailed reset link (/reset-password?token=…&email=…): what the form sends with the new password.
export type ResetLink = { token: string; email: string };

const textOf = (value: string | string[] | undefined): string => (typeof value === 'string' ? value : '');

export const resetPasswordUrl: UrlStateCodec<ResetLink> = {
  read: (query) => ({ token: textOf(query.token), email: textOf(query.email) }),
  write: ({ token, email }) => ({ token: token || undefined, email: email || undefined }),
};
