import type { Permission, PermissionNeed } from '@/lib/permissions';
import type { TokenClaims } from './session';

// A permission is granted when the token or the current user's session lists it.
export function can(
  permission: PermissionNeed,
  sources: { claims?: Pick<TokenClaims, 'permissions'> | null; userPermissions?: string[] },
): boolean {
  const granted = [...(sources.claims?.permissions ?? []), ...(sources.userPermissions ?? [])];
  const needs: readonly Permission[] = typeof permission === 'string' ? [permission] : permission;
  return needs.some((need) => granted.includes(need));
}
