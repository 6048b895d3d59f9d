import { verifyEmailInputSchema, type VerifyEmailInput } from '@/api/auth/auth.schemas';
import type { UrlStateCodec } from '@/components/url/use-url-state';

// The e-mailed verification link (/verification?id=12&hash=…&expires=…&signature=…); null when it
// lacks a part, so nothing is sent.
export const verificationUrl: UrlStateCodec<VerifyEmailInput | null> = {
  read: (query) => {
    const link = verifyEmailInputSchema.safeParse(query);
    return link.success ? link.data : null;
  },
  write: (link) => ({ id: link?.id, hash: link?.hash, expires: link?.expires, signature: link?.signature }),
};
