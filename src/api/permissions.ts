import { grantingNames, type Permission, type PermissionMap, type PermissionNeed } from '@/lib/permissions';
import { permissionMap } from './config';
import type { TokenClaims } from './session';

// A permission is granted when the token or the current user's session lists it, under the name the
// deployment gives it (NEXT_PUBLIC_PERMISSION_MAP; ours when unmapped).
export function can(
  permission: PermissionNeed,
  sources: { claims?: Pick<TokenClaims, 'permissions'> | null; userPermissions?: string[] },
  map: PermissionMap = permissionMap(),
): boolean {
  const granted = new Set([...(sources.claims?.permissions ?? []), ...(sources.userPermissions ?? [])]);
  const needs: readonly Permission[] = typeof permission === 'string' ? [permission] : permission;
  return needs.some((need) => grantingNames(need, map).some((name) => granted.has(name)));
}
