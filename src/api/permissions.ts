import type { Permission } from '@/lib/permissions';
import type { TokenClaims } from './session';

// A permission is granted when the token or the current user's session lists it.
export function can(
  permission: Permission,
  sources: { claims?: Pick<TokenClaims, 'permissions'> | null; userPermissions?: string[] },
): boolean {
  const granted = [...(sources.claims?.permissions ?? []), ...(sources.userPermissions ?? [])];
  return granted.includes(permission);
}
