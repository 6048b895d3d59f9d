import * as z from 'zod/mini';
import type { MockUser } from './db/schemas';
import { nowInSeconds, signJwt, verifyJwt } from './jwt';

// The two kinds of token the mocked API issues. Both schemas are strict, so neither kind passes for
// the other (an impersonation token is no bearer token).
export const ACCESS_TOKEN_TTL_SECONDS = 8 * 60 * 60;

const accessClaimsSchema = z.strictObject({
  sub: z.string(),
  tenant: z.string(),
  // The central identity whose membership `sub` is (proposed; issue 30, H1).
  identity: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  permissions: z.array(z.string()),
  iat: z.number(),
  exp: z.number(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

const impersonationClaimsSchema = z.strictObject({
  sub: z.string(),
  impersonator: z.number(),
  tenant: z.string(),
  iat: z.number(),
  exp: z.number(),
});
export type ImpersonationClaims = z.infer<typeof impersonationClaimsSchema>;

const lifetime = (now: number) => {
  const iat = nowInSeconds(now);
  return { iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS };
};

export function issueAccessToken(
  user: MockUser,
  tenant: string,
  identity: string,
  now: number = Date.now(),
): Promise<string> {
  const claims: AccessClaims = {
    sub: String(user.id),
    tenant,
    identity,
    email: user.email,
    name: user.name,
    role: user.role,
    permissions: user.permissions,
    ...lifetime(now),
  };
  return signJwt(claims);
}

export function issueImpersonationToken(
  impersonatorId: number,
  targetId: number,
  tenant: string,
  now: number = Date.now(),
): Promise<string> {
  const claims: ImpersonationClaims = {
    sub: String(targetId),
    impersonator: impersonatorId,
    tenant,
    ...lifetime(now),
  };
  return signJwt(claims);
}

export async function readAccessToken(token: string, now?: number): Promise<AccessClaims | null> {
  const parsed = accessClaimsSchema.safeParse(await verifyJwt(token, now));
  return parsed.success ? parsed.data : null;
}

export async function readImpersonationToken(
  token: string,
  now?: number,
): Promise<ImpersonationClaims | null> {
  const parsed = impersonationClaimsSchema.safeParse(await verifyJwt(token, now));
  return parsed.success ? parsed.data : null;
}
